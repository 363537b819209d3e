import type { ratesEn } from './ratesEn';

export const ratesCn: typeof ratesEn = {
  errors: {
    sameStart: '同类汇率已有一条在同一时间生效',
    noRate: '%{day} 没有生效的汇率：请先添加汇率',
    futureDate: '支出日期不能是将来的日期',
  },
  expenses: {
    totalsButton: '合计',
    totals: '%{month} 支出',
    day: '日期',
    count: '笔数',
    som: '苏姆',
    usd: '美元',
    monthTotal: '本月合计',
  },
  months: {
    title: '每月已收款与支出',
    month: '月份',
    fromClients: '客户付款（美元）',
    fromCompanies: '公司付款（已付账单，美元）',
    received: '已收款（美元）',
    expenses: '支出（美元）',
    difference: '差额（美元）',
  },
};
