import type { priceCyclesEn } from './priceCyclesEn';

/** Narx davrlari va yuk haqini narxlash xabarlari. */
export const priceCyclesUz: typeof priceCyclesEn = {
  errors: {
    bandEmpty: "%{level}-daraja: eng ko'p og'irlik eng kam og'irlikdan katta bo'lishi kerak",
    bandGap:
      "%{level}-daraja: eng kam og'irlik %{previous}-daraja tugagan joydan boshlanishi kerak",
    endBeforeStart: "Tugash sanasi boshlanish sanasidan keyin bo'lishi kerak",
    overlap: 'Bu egada shu sanalarga narx davri allaqachon bor',
  },
};
