import { shellCn } from './shellCn';
import { authorityCn } from './authorityCn';
import { tagsCn } from './tagsCn';
import { searchCn } from './searchCn';
import { notificationsCn } from './notificationsCn';
import { waybillOpsCn } from './waybillOpsCn';
import { boxOpsCn } from './boxOpsCn';
import { cashShiftsCn } from './cashShiftsCn';
import { floorArriveCn } from './floorArriveCn';
import { floorPackCn } from './floorPackCn';
import { floorPrintCn } from './floorPrintCn';
import { floorReceiveCn } from './floorReceiveCn';
import { counterCn } from './counterCn';
import { storageFeeCn } from './storageFeeCn';
import { floorOfflineCn } from './floorOfflineCn';
import { exportXlsxCn } from './exportXlsxCn';
import { editConflictCn } from './editConflictCn';
import { historyCn } from './historyCn';
import { ratesCn } from './ratesCn';
import { datePickersCn } from './datePickersCn';
import { jsonFormCn } from './jsonFormCn';
import { muiTextsCn } from './muiTextsCn';
import { billsCn } from './billsCn';
import { deletesCn } from './deletesCn';
import { formsCn } from './formsCn';
import { priceCyclesCn } from './priceCyclesCn';
import { clientMoneyCn } from './clientMoneyCn';
import { clientPageCn } from './clientPageCn';
import { LANGUAGE_NAMES } from '../languages';
import { statsCn } from './statsCn';
import type { AppMessages } from './en';

/** The app's own messages in Simplified Chinese. */
export const cn: AppMessages = {
  errors: {
    api: {
      badParameter: '无效的值',
      unknownFilter: '该字段不能用作筛选条件',
      bodyTooLarge: '请求过大（最多 1 MB）',
      tooDeep: '请求嵌套层级过深',
      unsupportedEncoding: '请求必须是 UTF-8 编码的 JSON',
      parameterTooLarge: '该参数过长',
      idempotencyKey: 'Idempotency-Key 标头必须是 UUID',
      idempotencyKeyReused: '此 Idempotency-Key 已用于另一个请求',
    },
    http: {
      400: '请求错误',
      401: '请登录系统',
      403: '拒绝访问',
      404: '请求地址错误',
      408: '请求超时',
      500: '服务器错误',
      501: '服务未实现',
      502: '网关错误',
      503: '服务不可用',
      busy: '其他人正在修改相同的记录。未保存任何内容：请稍后重试。',
      network: '无法连接服务器',
    },
    generic: '发生错误！',
    actionFailed: '操作失败！',
    fetchFailed: '获取数据时出错',
    prohibited: '该运单号含有违禁物品！',
    routeGuard: '无法打开此页面，请重试。',
    pageLoad: '页面加载失败，请检查网络后重试。',
  },
  action: {
    retry: '重试',
    backHome: '返回首页',
  },
  validation: {
    reference: '所选记录不存在',
    required: '不能为空',
    formFailed: '表单校验失败',
    minLength: '至少输入 %{min} 个字符',
    maxLength: '最多输入 %{max} 个字符',
    minValue: '不能小于 %{min}',
    maxValue: '不能大于 %{max}',
    number: '请输入数字',
    integer: '请输入整数',
    email: '请输入有效的邮箱地址',
    phone: '请按 +998 加 9 位数字的格式输入手机号',
    passport: '护照号：两个大写字母加 7 位数字',
    card: '请输入有效卡号的 16 位数字',
    url: '请输入有效的网址（URL）',
    time: '请按 HH:mm 格式输入时间，例如 09:30',
    pattern: '格式不正确',
    oneOf: '请选择允许的值之一',
    unique: '该值已被使用',
    date: '请输入有效的日期',
    tooLarge: '数据过多：最多 %{max} 个字符',
    commentTooLong: '请控制在 %{max} 个字符以内',
    unknownField: '此处不接受该字段',
    unstorableText: '此文本包含无法保存的字符（不可见或已损坏的字符）',
    password: {
      rule: '8 到 20 个字符，至少包含一个字母和一个数字',
      mismatch: '两次输入的密码不一致',
      confirmRequired: '请再次输入密码以确认',
    },
    list: {
      minItems: '至少添加 %{min} 项',
      maxItems: '最多 %{max} 项',
    },
    span: {
      greater: '必须大于“%{field}”',
      notBefore: '不能早于“%{field}”',
      after: '必须晚于“%{field}”',
    },
    level: {
      greater: '第 %{level} 级：必须大于“%{field}”',
      required: '第 %{level} 级：不能为空',
      negative: '第 %{level} 级：数值不能为负数',
      priceNotLower: '第 %{level} 级：价格必须低于上一级',
      weightNotGreater: '第 %{level} 级：重量必须大于上一级',
    },
  },
  notify: {
    saved: '保存成功！',
    sent: '发送成功！',
    done: '操作成功！',
    excelDownloaded: 'Excel 文件下载成功',
    deleted: '删除成功！',
  },
  confirm: {
    title: '请确认',
  },
  recordActions: {
    errors: {
      notNoClient: '只有无主运单才能指定货主',
      noClient: '该运单未关联客户',
      unlawfulLocked: '请先将该运单移出违禁列表',
      trackingNotFound: '没有此运单号的运单',
      alreadyUnlawful: '该运单号已在违禁列表中',
      notUnlawful: '该运单不在违禁列表中',
      alreadyDecided: '该改价申请已处理',
      waybillMissing: '该改价申请的运单已不存在',
      nothingDue: '没有待付返现',
      notOwnersCard: '该卡已保存在优惠码所有人以外的客户名下',
      cardInactive: '该已保存的银行卡已停用',
      notFailed: '只有发送失败的短信可以重新发送',
      notApplicable: '该记录当前的状态不适用此操作',
    },
  },
  auth: {
    oldPasswordWrong: '当前密码不正确',
    userInactive: '该账户已被停用',
    username: '用户名',
    password: '密码',
    code: '验证码',
    codeHint: '请输入图中的字符',
    refreshCode: '换一张',
    signIn: '登录',
    invalidCredentials: '用户名或密码错误',
    codeRequired: '请输入验证码',
    codeWrong: '验证码错误',
    tooManyAttempts: '失败次数过多，请输入图中的验证码',
    clientRefused: '客户账号不能登录管理后台',
    sessionExpired: '登录已过期，请重新登录',
    userInfoFailed: '获取用户信息失败',
    logout: '退出登录',
  },
  units: {
    kg: 'kg',
    m3: 'm³',
    cm: 'cm',
    USD: '$',
    som: '苏姆',
    hours: '小时',
    days: '天',
    percent: '%',
  },
  language: {
    label: '语言',
    ...LANGUAGE_NAMES,
  },
  pages: {
    updatePassword: {
      oldPassword: '当前密码',
      password: '新密码',
      confirmPassword: '确认新密码',
    },
    dashboard: '首页',
    notFound: {
      title: '页面不存在',
      text: '您访问的页面不存在或已被移动。',
    },
    forbidden: {
      title: '无权访问',
      text: '您没有查看此页面的权限。',
    },
    login: {
      title: '登录账号',
    },
  },
  common: {
    yes: '是',
    no: '否',
    empty: '—',
  },
  stats: statsCn,
  shell: shellCn,
  tags: tagsCn,
  authority: authorityCn,
  search: searchCn,
  notifications: notificationsCn,
  waybillOps: waybillOpsCn,
  boxOps: boxOpsCn,
  cashShifts: cashShiftsCn,
  floorPack: floorPackCn,
  floorPrint: floorPrintCn,
  floorReceive: floorReceiveCn,
  counter: counterCn,
  storageFee: storageFeeCn,
  floorArrive: floorArriveCn,
  floorOffline: floorOfflineCn,
  exportXlsx: exportXlsxCn,
  editConflict: editConflictCn,
  history: historyCn,
  rates: ratesCn,
  datePickers: datePickersCn,
  jsonForm: jsonFormCn,
  muiTexts: muiTextsCn,
  bills: billsCn,
  deletes: deletesCn,
  forms: formsCn,
  priceCycles: priceCyclesCn,
  clientMoney: clientMoneyCn,
  clientPage: clientPageCn,
};
