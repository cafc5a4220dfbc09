/**
 * The referral link's QR code (library `qrcode`, loaded when the dashboard shows it): SVG for print,
 * PNG for messages and slides. Error correction M (15 %) survives a scuffed printed card.
 */
const qrcode = () => import('qrcode');
const OPTIONS = { errorCorrectionLevel: 'M', margin: 2, color: { dark: '#1a365d', light: '#ffffff' } } as const;

export async function qrSvg(url: string): Promise<string> {
  return (await qrcode()).toString(url, { ...OPTIONS, type: 'svg' });
}

/** The PNG (1024 px) in base64. */
export async function qrPngBase64(url: string): Promise<string> {
  const dataUrl = await (await qrcode()).toDataURL(url, { ...OPTIONS, type: 'image/png', width: 1024 });
  return dataUrl.slice(dataUrl.indexOf(',') + 1);
}
