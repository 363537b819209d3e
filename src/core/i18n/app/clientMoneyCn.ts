import type { clientMoneyEn } from './clientMoneyEn';

export const clientMoneyCn: typeof clientMoneyEn = {
  errors: {
    amountMissing: '请输入付款币种的金额',
    companyClient: '该客户属于公司：其包裹通过公司账单结算',
    cardMissing: '请输入返现收款银行卡',
    noBoxPrice: '%{day} 没有生效的箱子运价：请先添加',
    overpaid: '此付款超过该批次应付的 %{due} $',
    paidBeyondCost: '按此日期，这些箱子的运费将低于已为其支付的金额',
    futurePayment: '付款日期不能是将来的时间',
    belowCent: '付款金额至少为 0.01 $',
  },
  settlement: {
    partlyPaid: '部分付款包裹已付',
    credit: '预付余额',
    open: '结算',
    due: '未付包裹尚欠',
  },
  pay: {
    paid: '已付 %{paid}',
    partly: '已付 %{paid}，尚欠 %{left}',
    due: '应付 %{left}',
  },
  paidParcels: {
    none: '此付款尚未支付任何包裹',
    credit: '尚未使用（预付余额）：%{amount}',
  },
  cashback: {
    payouts: '返现支付记录',
    referrals: '推荐名单',
  },
};
