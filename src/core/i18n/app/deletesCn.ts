import type { deletesEn } from './deletesEn';

/** 其他记录仍引用该记录、API 拒绝删除时的消息。 */
export const deletesCn: typeof deletesEn = {
  stillNamed: '无法删除此记录：仍有%{referrers}引用它。请先修改或删除这些记录。',
  referrer: '%{smart_count} 条“%{resource}”记录',
};
