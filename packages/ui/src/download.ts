/** Saves data as a file the browser downloads (an object URL on a temporary link, released after). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Text (a CSV by default) as a downloaded file. */
export const downloadText = (text: string, fileName: string, type = 'text/csv;charset=utf-8'): void => downloadBlob(new Blob([text], { type }), fileName);

/** A base64 payload (a PDF from a callable) as a downloaded file. */
export function downloadBase64(base64: string, fileName: string, type: string): void {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  downloadBlob(new Blob([bytes], { type }), fileName);
}
