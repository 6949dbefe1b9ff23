import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { AddressSuggestion } from '@astor/contract/geo';
import { renderWithProviders } from '@/testing/render-with-providers';
import { AddressCombobox, STREET_NEEDS_PLACE_HINT } from './address-combobox';

const suggestion = (address: string, zipCode = '78701'): AddressSuggestion => ({
  address,
  city: 'Austin',
  state: 'TX',
  zipCode,
  formattedAddress: `${address}, Austin, TX ${zipCode}`.trim(),
  placeId: `place-${address}`,
  latitude: 30.27,
  longitude: -97.74,
});

const SUGGESTIONS = [
  suggestion('500 Congress Ave'),
  suggestion('501 Congress Ave'),
  suggestion('502 Congress Ave'),
];

function stubAutocomplete() {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    urls.push(url);
    return new Response(JSON.stringify(SUGGESTIONS), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return urls;
}

function Harness({ onPick }: { onPick: (picked: AddressSuggestion) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="address">Address</label>
      <AddressCombobox
        id="address"
        value={value}
        onChange={setValue}
        onPick={(picked) => {
          setValue(picked.address);
          onPick(picked);
        }}
      />
    </>
  );
}

async function typeAndWaitForList(input: HTMLElement, text: string) {
  fireEvent.change(input, { target: { value: text } });
  await screen.findAllByRole('option', {}, { timeout: 2000 });
}

describe('AddressCombobox', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('is an ARIA combobox driven by the keyboard: arrows move the highlight, Enter picks', async () => {
    const urls = stubAutocomplete();
    const onPick = vi.fn();
    renderWithProviders(<Harness onPick={onPick} />);
    const input = screen.getByRole('combobox', { name: 'Address' });
    expect(input).toHaveProperty('ariaExpanded', 'false');

    fireEvent.change(input, { target: { value: '50' } });
    await typeAndWaitForList(input, '500 Congress');

    // Debounced: one request for the settled text, not one per keystroke.
    expect(urls).toEqual(['/api/geo/autocomplete?q=500+Congress']);
    const listbox = screen.getByRole('listbox');
    expect(input.getAttribute('aria-controls')).toBe(listbox.id);
    expect(input).toHaveProperty('ariaExpanded', 'true');
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(3);
    expect(input.getAttribute('aria-activedescendant')).toBeNull();

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[2]?.id);
    // Wraps around both ways.
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[2]?.id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');

    fireEvent.keyDown(input, { key: 'Enter' });

    expect(onPick).toHaveBeenCalledExactlyOnceWith(SUGGESTIONS[1]);
    expect(input).toHaveProperty('value', '501 Congress Ave');
    expect(input).toHaveProperty('ariaExpanded', 'false');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('closes the list on Escape without picking, and Enter with no highlight picks nothing', async () => {
    stubAutocomplete();
    const onPick = vi.fn();
    renderWithProviders(<Harness onPick={onPick} />);
    const input = screen.getByRole('combobox', { name: 'Address' });

    await typeAndWaitForList(input, '500');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onPick).not.toHaveBeenCalled();

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input).toHaveProperty('ariaExpanded', 'false');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    expect(input).toHaveProperty('value', '500');

    // Arrow down reopens the list for the same text.
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    await waitFor(() => expect(input).toHaveProperty('ariaExpanded', 'true'));
    expect(onPick).not.toHaveBeenCalled();
  });

  it('picks with a click', async () => {
    stubAutocomplete();
    const onPick = vi.fn();
    renderWithProviders(<Harness onPick={onPick} />);
    const input = screen.getByRole('combobox', { name: 'Address' });

    await typeAndWaitForList(input, '502');
    fireEvent.click(screen.getByRole('option', { name: '502 Congress Ave, Austin, TX 78701' }));

    expect(onPick).toHaveBeenCalledExactlyOnceWith(SUGGESTIONS[2]);
  });

  it('says a street alone needs its city or ZIP when nothing is found for it', async () => {
    vi.stubGlobal('fetch', async () => new Response('[]', { status: 200 }));
    renderWithProviders(<Harness onPick={vi.fn()} />);
    const input = screen.getByRole('combobox', { name: 'Address' });
    fireEvent.change(input, { target: { value: '1510 W Belmont' } });
    expect((await screen.findByRole('status', {}, { timeout: 2000 })).textContent).toBe(
      STREET_NEEDS_PLACE_HINT,
    );

    // A city name finding nothing is simply nothing found: the hint is about streets.
    fireEvent.change(input, { target: { value: 'Zzyzx' } });
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });
});
