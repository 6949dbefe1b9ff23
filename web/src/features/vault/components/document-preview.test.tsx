import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { FileView } from './document-preview';

describe('FileView', () => {
  beforeEach(() => {
    // jsdom has no object URLs.
    let next = 0;
    URL.createObjectURL = vi.fn(() => `blob:test/${++next}`);
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => cleanup());

  it('shows a PDF in a frame and offers it for download', async () => {
    render(<FileView blob={new Blob(['%PDF'], { type: 'application/pdf' })} fileName="lease.pdf" />);
    const frame = await screen.findByTitle('Preview of lease.pdf');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('blob:test/1');
    const download = screen.getByRole('link', { name: 'Download' });
    expect(download.getAttribute('href')).toBe('blob:test/1');
    expect(download.getAttribute('download')).toBe('lease.pdf');
  });

  it.each(['image/png', 'image/jpeg', 'image/webp'])('shows a %s as an image', async (type) => {
    render(<FileView blob={new Blob(['x'], { type })} fileName="photo" />);
    expect((await screen.findByRole('img', { name: 'Preview of photo' })).getAttribute('src')).toBe(
      'blob:test/1',
    );
  });

  it('offers any other file only as a download', async () => {
    render(<FileView blob={new Blob(['x'], { type: 'application/msword' })} fileName="terms.doc" />);
    expect(await screen.findByText('No preview for this file type.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download' }).getAttribute('download')).toBe('terms.doc');
  });

  it('revokes the object URL when it is no longer shown', async () => {
    const { unmount } = render(<FileView blob={new Blob(['x'], { type: 'image/png' })} fileName="photo" />);
    await screen.findByRole('img');
    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:test/1');
  });
});
