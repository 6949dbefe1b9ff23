import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors.js';
import * as make from '../../testing/fixtures/make-documents.js';
import { detectFileType, type FileKind } from './detect-file-type.js';
import { EXTRACTION_MESSAGES } from './extract-errors.js';

const lines = ['Lease agreement', 'Rent: $1,500.00'];

describe('detectFileType', () => {
  const accepted: Array<[string, () => Uint8Array | Promise<Uint8Array>, FileKind, string]> = [
    ['a text PDF', () => make.makeTextPdf(lines), 'pdf', 'application/pdf'],
    [
      'a PDF after a BOM and a newline',
      async () => withPrefix('\ufeff\n', await make.makeTextPdf(lines)),
      'pdf',
      'application/pdf',
    ],
    [
      'a PDF saved with the upload form’s transport header before it',
      async () =>
        withPrefix(
          '------form-boundary-42\r\nContent-Disposition: form-data; name="file"; filename="lease.pdf"\r\n' +
            'Content-Type: application/octet-stream\r\n\r\n',
          await make.makeTextPdf(lines),
        ),
      'pdf',
      'application/pdf',
    ],
    [
      'a DOCX',
      () => make.makeDocx(lines),
      'docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['a DOC', () => make.makeDoc(lines), 'doc', 'application/msword'],
    ['a PNG', () => make.makePng(lines), 'png', 'image/png'],
    ['a JPEG', () => make.makeJpeg(lines), 'jpeg', 'image/jpeg'],
    ['a WEBP', () => make.makeWebp(lines), 'webp', 'image/webp'],
    ['a TIFF', () => make.makeTiff(lines), 'tiff', 'image/tiff'],
    // Signatures only: whether these parse is the extractor's question (see extract-text.test.ts).
    ['a truncated PDF', () => make.makeTruncatedPdf(), 'pdf', 'application/pdf'],
    ['any OLE2 file', () => make.makeOleWorkbook(), 'doc', 'application/msword'],
  ];
  it.each(accepted)('recognises %s', async (_name, makeFile, kind, contentType) => {
    expect(detectFileType(await makeFile())).toEqual({ kind, contentType });
  });

  const refused: Array<[string, () => Uint8Array, string, string]> = [
    ['an empty file', () => new Uint8Array(), 'unprocessable', EXTRACTION_MESSAGES.empty],
    [
      'a Windows executable',
      make.makeWindowsExecutable,
      'unsupported_media_type',
      EXTRACTION_MESSAGES.unsupported,
    ],
    [
      'a Linux executable',
      make.makeLinuxExecutable,
      'unsupported_media_type',
      EXTRACTION_MESSAGES.unsupported,
    ],
    ['an HTML page', make.makeHtml, 'unsupported_media_type', EXTRACTION_MESSAGES.unsupported],
    [
      '"%PDF-" past the first 1024 bytes',
      () => withPrefix('x'.repeat(1025), Buffer.from('%PDF-1.7\n')),
      'unsupported_media_type',
      EXTRACTION_MESSAGES.unsupported,
    ],
    [
      'a zip that is not a Word document',
      make.makePlainZip,
      'unsupported_media_type',
      EXTRACTION_MESSAGES.unsupported,
    ],
    ['a HEIC photo', make.makeHeicHeader, 'unsupported_media_type', EXTRACTION_MESSAGES.heic],
    [
      'plain text',
      () => Buffer.from('Rent is due on the first.'),
      'unsupported_media_type',
      EXTRACTION_MESSAGES.unsupported,
    ],
    [
      'a GIF',
      () => Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'),
      'unsupported_media_type',
      EXTRACTION_MESSAGES.unsupported,
    ],
    [
      'a zip cut before its directory',
      () => make.makePlainZip().subarray(0, 40),
      'unprocessable',
      EXTRACTION_MESSAGES.damaged,
    ],
    [
      'a single byte',
      () => new Uint8Array([0x25]),
      'unsupported_media_type',
      EXTRACTION_MESSAGES.unsupported,
    ],
  ];
  it.each(refused)('refuses %s', (_name, makeFile, code, detail) => {
    const error = catchError(() => detectFileType(makeFile()));
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code, detail });
  });
});

function withPrefix(prefix: string, bytes: Uint8Array): Uint8Array {
  return Buffer.concat([Buffer.from(prefix, 'utf8'), bytes]);
}

function catchError(action: () => unknown): unknown {
  try {
    action();
  } catch (error) {
    return error;
  }
  throw new Error('expected an error');
}

describe('detectFileType on arbitrary bytes', () => {
  it('answers a file type or an AppError, nothing else', () => {
    const prefixes = [
      '',
      '%PDF-',
      'PK\x03\x04',
      '\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1',
      'RIFF',
      'II*\x00',
      '\x00\x00\x00\x18ftyp',
    ];
    fc.assert(
      fc.property(fc.constantFrom(...prefixes), fc.uint8Array({ maxLength: 400 }), (prefix, tail) => {
        const bytes = Buffer.concat([Buffer.from(prefix, 'latin1'), tail]);
        try {
          expect(detectFileType(bytes).contentType).toBeTypeOf('string');
        } catch (error) {
          expect(error).toBeInstanceOf(AppError);
        }
      }),
      { numRuns: 500 },
    );
  });
});
