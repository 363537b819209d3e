import type { floorPrintEn } from './floorPrintEn';

export const floorPrintCn: typeof floorPrintEn = {
  print: '打印',
  language: '单据语言',
  notFound: '无可打印内容：记录不存在',
  date: '日期',
  route: '路线',
  number: '序号',
  total: '合计',
  unweighed: '未称重',
};
