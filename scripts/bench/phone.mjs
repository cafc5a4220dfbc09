// What the web benches share: a phone-sized browser context throttled as Lighthouse's mobile preset
// in its DevTools mode (its own constants: CPU 4x, 562.5 ms per request, 1.47 Mbit/s down, 675 kbit/s
// up), and the limit every page is read against: the page as served without its scripts, from a
// local server.
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import { throttling } from 'lighthouse/core/config/constants.js';

const SLOW_4G = throttling.mobileSlow4G;

export const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/** Throttles `page` (of `context`) as Lighthouse's applied mobile throttling. */
export async function throttleLikeAPhone(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_4G.requestLatencyMs,
    downloadThroughput: (SLOW_4G.downloadThroughputKbps * 1024) / 8,
    uploadThroughput: (SLOW_4G.uploadThroughputKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_4G.cpuSlowdownMultiplier });
}

/** `url` as served, every script taken out, from its own local server (gzipped like Hosting; anything else 404s). */
export async function serveWithoutScripts(url) {
  const html = (await (await fetch(url)).text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
  const body = gzipSync(html);
  const server = createServer((req, res) => {
    if (req.url !== '/') return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip' });
    res.end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/`, close: () => server.close() };
}
