import { remoteAssetUrls, remoteCacheName } from '../federated-files';

const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  shared: [{ assets: { js: { sync: ['891.bb157439.js'], async: [] }, css: { sync: [], async: [] } } }],
  exposes: [{ assets: { js: { sync: ['2034.4c72bcf3.js', '__federation_expose_App.effd60d7.js'], async: ['3894.b638468f.js', '2034.4c72bcf3.js'] }, css: { sync: ['app.1a2b3c4d.css'], async: [] } } }],
};

it("lists a remote deploy's manifest, entry and exposed files, absolute and once each, without the shared fallbacks", () => {
  expect(remoteAssetUrls('https://driver.example/mf-manifest.json', manifest)).toEqual([
    'https://driver.example/mf-manifest.json',
    'https://driver.example/remoteEntry.js',
    'https://driver.example/2034.4c72bcf3.js',
    'https://driver.example/__federation_expose_App.effd60d7.js',
    'https://driver.example/3894.b638468f.js',
    'https://driver.example/app.1a2b3c4d.css',
  ]);
});

it('resolves the files next to the manifest, wherever the remote is deployed', () => {
  expect(remoteAssetUrls('http://localhost:5007/v2/mf-manifest.json', manifest)[1]).toBe('http://localhost:5007/v2/remoteEntry.js');
});

it('keeps nothing of an answer that is not a manifest', () => {
  expect(remoteAssetUrls('https://driver.example/mf-manifest.json', { error: 'not found' })).toEqual([]);
  expect(remoteAssetUrls('https://driver.example/mf-manifest.json', null)).toEqual([]);
});

it("names each deploy's cache by the remote and the manifest's hash", () => {
  expect(remoteCacheName('driver', 'a1b2c3')).toBe('remote-driver-a1b2c3');
});
