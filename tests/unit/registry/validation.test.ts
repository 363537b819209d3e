import { describe, expect, it } from 'vitest';
import { resources } from '../../../src/core/generated/registry';
import { createTranslator, LANGUAGES } from '../../../src/core/i18n';
import { validatePayload, validateWrite } from '../../../src/core/rules/validation';

const waybill = { trackingNumber: 'YT1234567', status: 'CREATED', wayStatus: 'CREATED' };
const cycle = (levels: unknown[]) => ({
  ownerId: 1,
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  status: 'ACTIVE',
  priceType: 'AUTO',
  currency: 'USD',
  levels,
});

describe('validateWrite: the messages the forms and the API show', () => {
  it('accepts a valid record and keeps only writable fields', () => {
    const result = validateWrite(
      'waybill',
      { ...waybill, id: 5, createdAt: 'x', weight: 2.5 },
      'create',
    );
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.data.weight).toBe(2.5);
      expect(result.data).not.toHaveProperty('id');
      expect(result.data).not.toHaveProperty('createdAt');
    }
  });

  it('says "Cannot be empty" for a blank required field', () => {
    expect(validateWrite('waybill', { ...waybill, trackingNumber: '  ' }, 'create')).toEqual({
      ok: false,
      errors: { trackingNumber: { message: 'validation.required' } },
    });
  });

  it('uses the comment length message for comments over 500 characters', () => {
    const result = validateWrite('waybill', { ...waybill, comment: 'x'.repeat(501) }, 'create');
    expect(result).toEqual({
      ok: false,
      errors: { comment: { message: 'validation.commentTooLong', args: { max: 500 } } },
    });
  });

  it('names formats: phone and passport', () => {
    const result = validateWrite(
      'client',
      { clientCode: 'BRK1', phone: '998901234567', passportNumber: 'A12345678' },
      'patch',
    );
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.phone).toEqual({ message: 'validation.phone', args: {} });
      expect(result.errors.passportNumber).toEqual({ message: 'validation.passport', args: {} });
    }
  });

  it('transforms before it checks (YAML transform: upper): a passport typed small passes', () => {
    const result = validateWrite(
      'client',
      { clientCode: ' brk-1 ', passportNumber: 'aa1234567' },
      'patch',
    );
    expect(result).toEqual({
      ok: true,
      data: { clientCode: 'BRK-1', passportNumber: 'AA1234567' },
    });
  });

  it('checks each price level with the level number in the message', () => {
    const result = validateWrite(
      'companyPriceCycle',
      cycle([
        { minWeight: 0, maxWeight: 10, price: 5 },
        { minWeight: 10, maxWeight: 20, price: -1 },
        { minWeight: 20, maxWeight: 30 },
      ]),
      'create',
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        'levels.1.price': { message: 'validation.level.negative', args: { level: 2 } },
        'levels.2.price': { message: 'validation.level.required', args: { level: 3 } },
      },
    });
  });

  it('compares each level with the one before it', () => {
    const result = validateWrite(
      'companyPriceCycle',
      cycle([
        { minWeight: 0, maxWeight: 10, price: 5 },
        { minWeight: 0, maxWeight: 20, price: 6 },
        { minWeight: 30, maxWeight: 40, price: 4 },
      ]),
      'create',
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        'levels.1.minWeight': { message: 'validation.level.weightNotGreater', args: { level: 2 } },
        'levels.1.price': { message: 'validation.level.priceNotLower', args: { level: 2 } },
        'levels.2.minWeight': {
          message: 'priceCycles.errors.bandGap',
          args: { level: 3, previous: 2 },
        },
      },
    });
  });

  it('says every problem of the levels at once, a level left empty hiding none of the others', () => {
    const result = validateWrite(
      'companyPriceCycle',
      cycle([
        { minWeight: 0, maxWeight: 10, price: 5 },
        { minWeight: 10, maxWeight: 20 },
        { minWeight: 20, maxWeight: 20, price: 6 },
        { minWeight: 25, maxWeight: 40, price: 7 },
        { minWeight: 40, maxWeight: 50, price: -1 },
      ]),
      'create',
    );
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(Object.keys(result.errors).sort()).toEqual([
        'levels.1.price',
        'levels.2.maxWeight',
        'levels.3.minWeight',
        'levels.3.price',
        'levels.4.price',
      ]);
  });

  it('derives a product when its factors are all given (schema product:), as typed otherwise', () => {
    const sized = { ...waybill, length: 30, width: 20, height: 10, volume: 7 };
    const created = validateWrite('waybill', sized, 'create');
    expect(created.ok && created.data.volume).toBe(0.006);
    const unmeasured = validateWrite('waybill', { ...sized, height: null }, 'create');
    expect(unmeasured.ok && unmeasured.data.volume).toBe(7);
    // A patch of one side is derived with the record's others; one of no factor leaves it alone.
    const stored = { ...sized, volume: 0.006 };
    const patched = validateWrite('waybill', { height: 20 }, 'patch', stored);
    expect(patched).toEqual({ ok: true, data: { height: 20, volume: 0.012 } });
    expect(validateWrite('waybill', { comment: 'x' }, 'patch', stored)).toEqual({
      ok: true,
      data: { comment: 'x' },
    });
    expect(
      validateWrite('waybill', { ...sized, length: 1000, width: 1000, height: 100 }, 'create'),
    ).toEqual({
      ok: false,
      errors: { volume: { message: 'validation.maxValue', args: { max: 50 } } },
    });
  });

  it('validates only the fields a patch sends', () => {
    expect(validateWrite('waybill', { weight: 3 }, 'patch').ok).toBe(true);
    expect(validateWrite('waybill', { weight: -3 }, 'patch')).toEqual({
      ok: false,
      errors: { weight: { message: 'validation.minValue', args: { min: 0 } } },
    });
  });

  it('asks for a password to create a user, not to change one', () => {
    const user = {
      username: 'operator7',
      name: 'Aziz Karimov',
      role: 'PLATFORM_USER',
      isActive: true,
    };
    const created = validateWrite('user', user, 'create');
    expect(created.ok).toBe(false);
    if (!created.ok) expect(created.errors.password).toEqual({ message: 'validation.required' });
    expect(validateWrite('user', user, 'replace').ok).toBe(true);
  });

  it('leaves out of a patch the fields it did not send, defaults included', () => {
    const result = validateWrite('waybill', { comment: 'Fragile' }, 'patch');
    expect(result).toEqual({ ok: true, data: { comment: 'Fragile' } });
  });
});

describe('a pattern says what it expects (schema patternHint)', () => {
  const catalogue = createTranslator('en');
  const patterned = Object.values(resources).flatMap((meta) =>
    meta.fields
      .filter((field) => field.type === 'string' && field.pattern && !field.readOnly)
      .map((field) => [meta.name, field.name, `resources.${meta.route}.patterns.${field.name}`]),
  );

  it.each(patterned)('%s.%s: its own words in every language', (resource, field, key) => {
    const result = validateWrite(resource, { [field]: '%%% ##' }, 'patch');
    expect(result).toEqual({ ok: false, errors: { [field]: { message: key, args: {} } } });
    for (const language of LANGUAGES) {
      const words = createTranslator(language)(key);
      expect(words).not.toBe(key);
      expect(words).not.toBe(createTranslator(language)('validation.pattern'));
    }
  });

  it('a company code is five digits, such as 10025', () => {
    const result = validateWrite('company', { code: '12' }, 'patch');
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(catalogue(result.errors.code.message)).toBe('Must be five digits, such as 10025');
  });

  it("an action's payload too: a payout's card number is 16 digits that pass the Luhn check", () => {
    for (const cardNumber of ['1234', '8600123412341234', '86001234123412390']) {
      const result = validatePayload('payCashback', { cardNumber });
      expect(result.ok).toBe(false);
      if (!result.ok)
        expect(catalogue(result.errors.cardNumber.message)).toBe(
          'Enter the 16 digits of a valid card number',
        );
    }
    // As typed, in groups of four: stored as its digits.
    const typed = validatePayload('payCashback', { cardNumber: '8600 1234 1234 1239' });
    expect(typed).toEqual({ ok: true, data: { cardNumber: '8600123412341239' } });
  });
});
