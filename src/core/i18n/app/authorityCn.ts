import type { authorityEn } from './authorityEn';

export const authorityCn: typeof authorityEn = {
  fieldNotWritable: '您无权修改此字段',
  fieldNotReadable: '您无权查看此字段',
  notByAuthor: '须由申请人以外的人员处理',
  rankTooHigh: '您无权管理此级别的用户',
  roleTooHigh: '您只能授予低于自己的角色',
  otherCompany: '仅限本公司的用户和记录',
  otherPvz: '仅限本人自提点的记录',
  companyRequired: '公司角色的用户必须属于某个公司',
  tooManyIds: '一次最多请求 %{max} 条记录',
  stale: '您打开后，%{user} 于 %{at} 修改了此记录。您的输入已保留：请重新加载记录查看其修改。',
  staleUnknown: '您打开后此记录已被修改。您的输入已保留：请重新加载记录查看修改。',
};
