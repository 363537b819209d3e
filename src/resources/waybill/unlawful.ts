/** The status of a parcel with prohibited items (the unlawful list, SPEC 2 and 8). */
export const UN_LAWFUL = 'UN_LAWFUL';

/** The warning shown wherever such a parcel shows (SPEC 8). */
export const PROHIBITED_MESSAGE = 'errors.prohibited';
