import type { billsEn } from './billsEn';

/** 改价申请与公司账单的消息。 */
export const billsCn: typeof billsEn = {
  errors: {
    waybillLocked: '该运单已支付或在已确认的账单中：价格不可再改',
    pendingRequest: '该运单已有待审批的改价申请',
    priceSettled: '运单已付款或已列入账单：须在列入账单前改价（请先将其移出待确认账单）',
    notWithdrawable: '只能撤回待审批或已批准的改价申请',
    mixedCompanies: '一张账单只能包含同一公司的运单',
    notBillable: '只有未出账、有最终运费的公司运单可以出账',
    noB2bRate: '该公司在出账日期没有 B2B 汇率：请先添加',
    billLocked: '已确认的账单不可再更改',
    notPending: '只有待确认的账单可以更改或确认',
    notInBill: '这些运单不在本账单中',
    notPayable: '只有已确认且未付款的账单可以登记付款',
    futureDate: '出账日期不能是将来的日期',
    noWaybills: '请至少选择一个运单',
    finalFreightKept: '该运单已出账或已支付：不能没有最终运费',
  },
  create: {
    button: '创建账单',
    title: '为 %{smart_count} 个运单创建账单',
    created: '账单 %{reference} 已创建',
  },
  add: {
    button: '添加到账单',
    title: '将 %{smart_count} 个运单添加到待确认账单',
    bill: '待确认账单',
    oneCompanyOnly:
      '所选运单属于不同公司。一张账单只能包含同一公司的运单：请只选择同一公司的运单。',
  },
  drop: {
    button: '移出账单',
    confirm: '将 %{smart_count} 个运单移出账单 %{reference}？它们将恢复为未出账。',
  },
  invoice: {
    print: '打印发票',
    title: '发票',
    total: '合计',
  },
};
