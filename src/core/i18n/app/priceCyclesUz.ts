import type { priceCyclesEn } from './priceCyclesEn';

/** Narx davrlari va yuk haqini narxlash xabarlari. */
export const priceCyclesUz: typeof priceCyclesEn = {
  errors: {
    bandGap:
      "%{level}-daraja: eng kam og'irlik %{previous}-daraja tugagan joydan boshlanishi kerak",
    overlap: 'Bu egada shu sanalarga narx davri allaqachon bor',
  },
};
