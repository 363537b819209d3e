import { describe, expect, it } from 'vitest';
import { actionLabel, entityLabel, fieldLabel } from '../../../src/recordHistory/changeLabels';
import { listDelta, readChanges } from '../../../src/recordHistory/fieldChanges';
import { registryMessages } from '../../../src/core/generated/i18n.en';
import { en } from '../../../src/core/i18n/app/en';
import { createTranslator } from '../../../src/core/i18n/createTranslator';

/** How an audit entry reads in the History tab and the audit log: the words an operator sees. */
const translate = createTranslator('en');
const waybill = registryMessages.resources['oms/waybill'];

describe('an audit entry in words', () => {
  it('names CRUD writes, and a business action as its button does', () => {
    expect(actionLabel(translate, 'waybill', 'update')).toBe(en.history.actions.update);
    expect(actionLabel(translate, 'waybill', 'create')).toBe(en.history.actions.create);
    expect(actionLabel(translate, 'waybill', 'assignOwner')).toBe(
      waybill.actions.assignOwner.label,
    );
    // An action of another entity than the record changed is still found by its name.
    expect(actionLabel(translate, 'bill', 'assignOwner')).toBe(waybill.actions.assignOwner.label);
    expect(actionLabel(translate, 'waybill', 'somethingNew')).toBe('somethingNew');
  });

  it("names fields by the resource's labels, a stored password hash as the password", () => {
    expect(fieldLabel(translate, 'waybill', 'comment')).toBe(waybill.fields.comment);
    expect(fieldLabel(translate, 'user', 'passwordHash')).toBe(
      registryMessages.resources['system/user'].fields.password,
    );
    expect(fieldLabel(translate, 'waybill', 'notAField')).toBe('notAField');
    expect(entityLabel(translate, 'waybill')).toBe(waybill.name.split(' |||| ')[0]);
  });

  it('reads the changes the API sent, leaving out anything of another shape', () => {
    expect(
      readChanges({ comment: { before: 'a', after: 'b' }, status: { after: 'X' }, bad: 3 }),
    ).toEqual([
      { field: 'comment', before: 'a', after: 'b' },
      { field: 'status', before: undefined, after: 'X' },
    ]);
    expect(readChanges(null)).toEqual([]);
    expect(readChanges([{ before: 1 }])).toEqual([]);
  });

  it('shows a list that grew by one row as that row only', () => {
    const first = { to: 'Yiwu', by: 'root' };
    const second = { to: 'Tashkent', by: 'root' };
    expect(listDelta([first], [first, second])).toEqual({ removed: [], added: [second] });
    expect(listDelta([first, second], [second])).toEqual({ removed: [first], added: [] });
    expect(listDelta(undefined, [first])).toEqual({ removed: [], added: [first] });
  });
});
