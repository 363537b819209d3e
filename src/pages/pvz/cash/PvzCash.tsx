export const PvzCash = () => null;
