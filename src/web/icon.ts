// The site's icon, drawn here so it ships with the package and needs no build step: a board of
// three columns on the brand's blue. SVG for browsers that take it, and a 32×32 ICO (a 32-bit BMP
// entry) for /favicon.ico, which browsers and tools ask for whatever a page declares.
const SIZE = 32;
const RADIUS = 6;
const BLUE = [0xd8, 0x4e, 0x1d]; // #1d4ed8 as B, G, R
/** The three columns: left and right edges (inclusive) and their bottoms; all start at y = 7. */
const COLUMNS = [
  { from: 7, to: 11, bottom: 24 },
  { from: 14, to: 18, bottom: 19 },
  { from: 21, to: 25, bottom: 14 },
];

export const ICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}"><rect width="${SIZE}" height="${SIZE}" rx="${RADIUS}" fill="#1d4ed8"/>${COLUMNS.map(
  (c) => `<rect x="${c.from}" y="7" width="${c.to - c.from + 1}" height="${c.bottom - 6}" rx="1" fill="#fff"/>`,
).join("")}</svg>`;

function insideRoundedSquare(x: number, y: number): boolean {
  const cx = x < RADIUS ? RADIUS - 0.5 : x >= SIZE - RADIUS ? SIZE - RADIUS - 0.5 : x;
  const cy = y < RADIUS ? RADIUS - 0.5 : y >= SIZE - RADIUS ? SIZE - RADIUS - 0.5 : y;
  return (x - cx) ** 2 + (y - cy) ** 2 <= RADIUS ** 2;
}

function pixel(x: number, y: number): [number, number, number, number] {
  if (!insideRoundedSquare(x, y)) return [0, 0, 0, 0];
  const white = y >= 7 && COLUMNS.some((c) => x >= c.from && x <= c.to && y <= c.bottom);
  return white ? [0xff, 0xff, 0xff, 0xff] : [BLUE[0] as number, BLUE[1] as number, BLUE[2] as number, 0xff];
}

function buildIco(): Buffer {
  const pixels = SIZE * SIZE * 4;
  const mask = SIZE * 4; // one bit per pixel, rows padded to 32 bits: all zero, alpha decides
  const image = 40 + pixels + mask;
  const ico = Buffer.alloc(6 + 16 + image);
  ico.writeUInt16LE(1, 2); // type: icon
  ico.writeUInt16LE(1, 4); // one image
  ico.writeUInt8(SIZE, 6);
  ico.writeUInt8(SIZE, 7);
  ico.writeUInt16LE(1, 10); // planes
  ico.writeUInt16LE(32, 12); // bits per pixel
  ico.writeUInt32LE(image, 14);
  ico.writeUInt32LE(22, 18); // offset of the image
  ico.writeUInt32LE(40, 22); // BITMAPINFOHEADER
  ico.writeInt32LE(SIZE, 26);
  ico.writeInt32LE(SIZE * 2, 30); // the colours and the mask, stacked
  ico.writeUInt16LE(1, 34);
  ico.writeUInt16LE(32, 36);
  ico.writeUInt32LE(pixels + mask, 42);
  let offset = 62;
  for (let y = SIZE - 1; y >= 0; y--) {
    for (let x = 0; x < SIZE; x++) {
      for (const byte of pixel(x, y)) ico.writeUInt8(byte, offset++);
    }
  }
  return ico;
}

export const ICON_ICO = buildIco();
