/**
 * Generates the home hero's looping sea video and its poster (no stock footage exists
 * offline): draws a coastal scene with moving swell in Chromium, frame by frame, and
 * encodes a seamless 6-second loop with ffmpeg (WebM VP9 + MP4 H.264) plus a JPEG poster.
 *   node --import tsx scripts/make-hero-video.ts   (needs /usr/bin/chromium and ffmpeg)
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const W = 960;
const H = 540;
const FPS = 12;
const SECONDS = 6;
const FRAMES = FPS * SECONDS;
const out = 'pwa/public/media';

/** One frame of the scene at loop phase t ∈ [0, 1): every motion is periodic in t. */
function scene(t: number): string {
  const tau = Math.PI * 2;
  const wave = (y: number, amp: number, len: number, speed: number, phase: number) => {
    let d = `M0 ${H}`;
    for (let x = 0; x <= W; x += 12) {
      const yy =
        y +
        amp * Math.sin((x / len) * tau + speed * t * tau + phase) +
        amp * 0.4 * Math.sin((x / (len * 0.43)) * tau - t * tau * speed * 2);
      d += ` L${x} ${yy.toFixed(1)}`;
    }
    return `${d} L${W} ${H} Z`;
  };
  const foamShift = Math.sin(t * tau) * 18;
  const cloud = (x: number, y: number, s: number) =>
    `<g transform="translate(${((x + t * W) % (W + 200)) - 100} ${y}) scale(${s})" fill="#fff" opacity=".75"><ellipse cx="0" cy="0" rx="60" ry="18"/><ellipse cx="35" cy="-10" rx="40" ry="20"/><ellipse cx="-30" cy="-6" rx="35" ry="15"/></g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6fb7d2"/><stop offset="1" stop-color="#d9eef4"/></linearGradient>
    <linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1d7f95"/><stop offset="1" stop-color="#2f9fb3"/></linearGradient>
    <linearGradient id="sand" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e9d3a6"/><stop offset="1" stop-color="#d7b987"/></linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <circle cx="760" cy="110" r="46" fill="#fff3c9" opacity=".9"/>
  ${cloud(100, 90, 1)}${cloud(520, 60, 0.8)}
  <path d="M0 250 C120 210 210 200 300 214 C380 226 420 190 480 196 L520 262 L0 270Z" fill="#4f7f5e"/>
  <path d="M0 262 L520 262 L480 196 C540 210 560 240 600 262Z" fill="#6a5a48" opacity=".6"/>
  <rect y="262" width="${W}" height="${H - 262}" fill="url(#sea)"/>
  <path d="${wave(300, 3, 240, 1, 0)}" fill="#2a92a7" opacity=".6"/>
  <path d="${wave(330, 4, 200, 1, 1.3)}" fill="#37a2b5" opacity=".55"/>
  <path d="${wave(365, 5, 170, 2, 2.1)}" fill="#49b0c0" opacity=".5"/>
  <path d="M0 ${400 + foamShift} C200 ${390 + foamShift} 420 ${412 + foamShift} 640 ${398 + foamShift} C780 ${390 + foamShift} 880 ${404 + foamShift} ${W} ${398 + foamShift} L${W} ${H} L0 ${H}Z" fill="#f4fbfc" opacity=".85"/>
  <path d="M0 ${410 + foamShift * 0.8} C220 ${402 + foamShift} 430 ${420 + foamShift} 640 ${408 + foamShift} C790 ${400 + foamShift} 880 ${412 + foamShift} ${W} ${408 + foamShift} L${W} ${H} L0 ${H}Z" fill="url(#sand)"/>
  <g fill="#3b2f22" transform="translate(${610 + Math.sin(t * tau) * 40} 470)">
    <ellipse cx="0" cy="0" rx="30" ry="13"/><circle cx="27" cy="-14" r="11"/><ellipse cx="38" cy="-11" rx="9" ry="6"/><ellipse cx="21" cy="-9" rx="5" ry="10" transform="rotate(18 21 -9)" fill="#2a2119"/>
    <rect x="-24" y="6" width="6" height="${16 + 4 * Math.sin(t * tau * 6)}" rx="3"/><rect x="16" y="6" width="6" height="${16 - 4 * Math.sin(t * tau * 6)}" rx="3"/>
    <path d="M-28 -4 Q-46 -20 -40 -28" stroke="#3b2f22" stroke-width="5" fill="none" stroke-linecap="round"/>
  </g>
</svg>`;
}

const dir = mkdtempSync(join(tmpdir(), 'hero-frames-'));
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const page = await browser.newPage({ viewport: { width: W, height: H } });
for (let i = 0; i < FRAMES; i++) {
  await page.setContent(`<body style="margin:0">${scene(i / FRAMES)}</body>`);
  await page.screenshot({ path: join(dir, `f${String(i).padStart(3, '0')}.png`) });
}
await browser.close();
mkdirSync(out, { recursive: true });
const input = ['-y', '-loglevel', 'error', '-framerate', String(FPS), '-i', join(dir, 'f%03d.png')];
execFileSync('ffmpeg', [
  ...input,
  '-c:v',
  'libvpx-vp9',
  '-b:v',
  '0',
  '-crf',
  '42',
  '-pix_fmt',
  'yuv420p',
  '-an',
  join(out, 'hero.webm'),
]);
execFileSync('ffmpeg', [
  ...input,
  '-c:v',
  'libx264',
  '-crf',
  '30',
  '-preset',
  'slow',
  '-pix_fmt',
  'yuv420p',
  '-movflags',
  '+faststart',
  '-an',
  join(out, 'hero.mp4'),
]);
execFileSync('ffmpeg', [
  '-y',
  '-loglevel',
  'error',
  '-i',
  join(dir, 'f000.png'),
  '-q:v',
  '5',
  join(out, 'hero-poster.jpg'),
]);
rmSync(dir, { recursive: true });
console.log(JSON.stringify({ frames: FRAMES, fps: FPS, out }));
