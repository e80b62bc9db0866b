import { describe, expect, it } from 'vitest';
import { bytesMatchType, parseMediaFolder, parseMediaName, sniffImageType } from './media-path.js';

/** Ways out of the root, or names that are not what they look like: every one refused. */
const TRAVERSALS = [
  '..',
  '../',
  '../etc',
  'signs/..',
  'signs/../..',
  './signs',
  '.',
  '/etc',
  '/',
  '//server/share',
  'C:\\Windows',
  'c:',
  '..\\..\\etc',
  'signs\\..',
  '%2e%2e',
  '%2e%2e%2fetc',
  '..%2f',
  '%2F',
  'signs%00',
  'signs\u0000',
  '\u2024\u2024',
  '\uff0e\uff0e',
  'signs\u2215etc',
  'signs\uff0fetc',
  '~',
  '~root',
  'signs/',
  '/signs',
  'signs//x',
  'link->etc',
  '.hidden',
  'SIGNS',
  'σήματα',
  ' signs',
  'signs\n',
];

describe('media paths of the file browser', () => {
  it('accepts the root and nested lower-case folders', () => {
    expect(parseMediaFolder('')).toBe('');
    expect(parseMediaFolder('signs')).toBe('signs');
    expect(parseMediaFolder('signs/warning_2')).toBe('signs/warning_2');
  });

  it.each(TRAVERSALS)('refuses the folder %j', (path) => {
    expect(parseMediaFolder(path)).toBeNull();
  });

  it.each(TRAVERSALS.map((p) => `${p}.png`))('refuses the file name %j', (name) => {
    expect(parseMediaName(name)).toBeNull();
  });

  it('refuses names with a folder in them, too deep paths, other types', () => {
    expect(parseMediaName('signs/stop.png')).toBeNull();
    expect(parseMediaName('stop.svg')).toBeNull();
    expect(parseMediaName('stop.png.exe')).toBeNull();
    expect(parseMediaFolder('a/b/c/d/e/f/g')).toBeNull();
    expect(parseMediaName('stop.png')).toEqual({ name: 'stop.png', contentType: 'image/png' });
    expect(parseMediaName('q-12.jpeg')).toEqual({ name: 'q-12.jpeg', contentType: 'image/jpeg' });
  });

  it('checks the bytes against the claimed type', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]);
    expect(bytesMatchType(png, 'image/png')).toBe(true);
    expect(bytesMatchType(png, 'image/jpeg')).toBe(false);
    expect(bytesMatchType(new TextEncoder().encode('<svg'), 'image/png')).toBe(false);
  });
});

describe('the picture type of some bytes', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);
  it('is read from the bytes, whatever they claim to be', () => {
    expect(sniffImageType(Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a))).toBe('image/png');
    expect(sniffImageType(Uint8Array.of(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffImageType(bytes('GIF89a'))).toBe('image/gif');
    expect(sniffImageType(bytes('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(
      'image/svg+xml',
    );
    expect(
      sniffImageType(bytes('\uFEFF<?xml version="1.0"?>\n<!-- a sign -->\n<!DOCTYPE svg>\n<svg>')),
    ).toBe('image/svg+xml');
  });

  it('is none for a page, a script or text', () => {
    for (const text of [
      '<!doctype html><script>alert(1)</script>',
      '<html><svg></svg></html>',
      'alert(document.cookie)',
      '<svgx>',
      '',
    ]) {
      expect(sniffImageType(bytes(text)), text).toBeNull();
    }
  });
});
