import { describe, expect, it } from 'vitest';
import { cleanSearch, encodeSearch } from '../../../src/dataProvider/cleanSearch';

describe('cleanSearch (SPEC 5)', () => {
  it('drops null, undefined and blank strings and trims the rest', () => {
    expect(
      cleanSearch({ a: null, b: undefined, c: '', d: '   ', trackingNumber: '  YW123 ' }),
    ).toEqual({ trackingNumber: 'YW123' });
  });

  it('keeps meaningful falsy values: 0 and false', () => {
    expect(cleanSearch({ weight_gte: 0, isValuable: false })).toEqual({
      weight_gte: 0,
      isValuable: false,
    });
  });

  it('cleans nested objects and drops the ones left empty', () => {
    expect(
      cleanSearch({ client: { phone: ' 998 ', name: '' }, range: { from: null, to: '  ' } }),
    ).toEqual({ client: { phone: '998' } });
  });

  it('keeps arrays, cleaned of blanks, and drops arrays with nothing left', () => {
    expect(
      cleanSearch({ status: [' Yiwu', '', null, 'Osh '], payStatus: ['', '  '], id: [0, 1] }),
    ).toEqual({ status: ['Yiwu', 'Osh'], id: [0, 1] });
  });

  it('gives nothing at all when everything was blank', () => {
    expect(cleanSearch({ q: ' ', filter: {}, nested: { empty: {} } })).toBeUndefined();
    expect(cleanSearch({})).toBeUndefined();
    expect(cleanSearch(undefined)).toBeUndefined();
    expect(encodeSearch({ q: '' })).toBeUndefined();
  });

  it('encodes the cleaned object as JSON text', () => {
    const encoded = encodeSearch({ q: ' parcel ', status: ['Yiwu', ''], note: null });
    expect(encoded).toBe(JSON.stringify({ q: 'parcel', status: ['Yiwu'] }));
  });
});
