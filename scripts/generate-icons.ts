/**
 * Renders the PNG icons the web app manifest and iOS need from our two SVGs in pwa/public/icons
 * (browsers' install checks want at least a 192 and a 512 PNG; iOS ignores SVG touch icons).
 * Re-runnable: `npm run icons` overwrites the PNGs, which are committed.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const dir = fileURLToPath(new URL('../pwa/public/icons/', import.meta.url));
const BACKGROUND = '#0f5f73';

const ICONS = [
  { source: 'icon.svg', file: 'icon-192.png', size: 192 },
  { source: 'icon.svg', file: 'icon-512.png', size: 512 },
  { source: 'icon-maskable.svg', file: 'icon-maskable-512.png', size: 512 },
  // iOS shows transparency as black and cuts its own, wider, rounded corners: flatten onto the sea colour.
  { source: 'icon.svg', file: 'apple-touch-icon.png', size: 180 },
] as const;

for (const { source, file, size } of ICONS) {
  const svg = readFileSync(dir + source);
  const image = sharp(svg, { density: Math.ceil((72 * size) / 512) * 2 }).resize(size, size);
  const flat = file === 'apple-touch-icon.png' ? image.flatten({ background: BACKGROUND }) : image;
  const info = await flat.png({ compressionLevel: 9, palette: true, quality: 90 }).toFile(dir + file);
  console.log(`${file}: ${info.width}×${info.height}, ${info.size} bytes`);
}
