import { describe, expect, it } from 'vitest';
import { sniffImageType } from './image-type.ts';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'latin1')] : part)),
  );

describe('sniffImageType', () => {
  it('knows JPEG, PNG, WebP and HEIC by their first bytes', () => {
    expect(sniffImageType(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'))?.contentType).toBe('image/jpeg');
    expect(sniffImageType(bytes([0x89], 'PNG\r\n\x1a\n', [0, 0, 0, 13], 'IHDR'))?.contentType).toBe(
      'image/png',
    );
    expect(sniffImageType(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))?.contentType).toBe('image/webp');
    expect(sniffImageType(bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0], 'mif1heic'))).toEqual({
      contentType: 'image/heic',
      extension: 'heic',
    });
  });

  it('refuses what only a name or a browser calls an image', () => {
    // A Windows program, a Linux program, a script and text saved as photo.jpg.
    expect(sniffImageType(bytes('MZ', [0x90, 0, 3, 0, 0, 0, 4]))).toBeNull();
    expect(sniffImageType(bytes([0x7f], 'ELF', [2, 1, 1]))).toBeNull();
    expect(sniffImageType(bytes('#!/bin/sh\nrm -rf /\n'))).toBeNull();
    expect(sniffImageType(bytes('This is a photo of my mower, honest.'))).toBeNull();
    expect(sniffImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });

  it('refuses look-alikes: a RIFF that is not WebP, a video, a PNG cut short, nothing', () => {
    expect(sniffImageType(bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '))).toBeNull();
    expect(sniffImageType(bytes([0, 0, 0, 0x18], 'ftypmp42'))).toBeNull();
    expect(sniffImageType(bytes([0x89], 'PNG'))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});
