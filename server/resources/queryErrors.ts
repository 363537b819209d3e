/** i18n keys of the errors a list query can have, per parameter or per key of `s`. */
export const BAD_PARAMETER = 'errors.api.badParameter';
export const UNKNOWN_FILTER = 'errors.api.unknownFilter';
export const PARAMETER_TOO_LARGE = 'errors.api.parameterTooLarge';
export const PARAMETER_TOO_DEEP = 'errors.api.tooDeep';
