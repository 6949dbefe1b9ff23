import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook } from '@testing-library/react';
import { requestDocumentUpload, useDocumentUploadRequests } from './upload-events';

describe('upload events', () => {
  afterEach(cleanup);

  it('reaches every mounted listener, with the request, and says whether anyone listened', () => {
    expect(requestDocumentUpload()).toBe(false);

    const first = vi.fn();
    const second = vi.fn();
    const one = renderHook(() => useDocumentUploadRequests(first));
    renderHook(() => useDocumentUploadRequests(second));

    expect(requestDocumentUpload({ propertyId: 'p1' })).toBe(true);
    expect(first).toHaveBeenCalledWith({ propertyId: 'p1' });
    expect(second).toHaveBeenCalledWith({ propertyId: 'p1' });

    one.unmount();
    requestDocumentUpload();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
  });

  it('calls the latest handler without subscribing again', () => {
    const before = vi.fn();
    const after = vi.fn();
    const hook = renderHook(({ handler }) => useDocumentUploadRequests(handler), {
      initialProps: { handler: before },
    });
    hook.rerender({ handler: after });

    requestDocumentUpload();

    expect(before).not.toHaveBeenCalled();
    expect(after).toHaveBeenCalledTimes(1);
  });
});
