import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../..');
export const LOCAL_DIR = path.join(ROOT, '.local');
