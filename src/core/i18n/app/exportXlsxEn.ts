/** Messages of the exportXlsx feature (English; uz and cn mirror its keys). */
export const exportXlsxEn = {
  /** The list's download button; the success and error messages are notify.* and errors.*. */
  button: 'Excel',
};
