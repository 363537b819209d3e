import { shellEn } from './shellEn';
import { authorityEn } from './authorityEn';
import { tagsEn } from './tagsEn';
import { searchEn } from './searchEn';
import { notificationsEn } from './notificationsEn';
import { waybillOpsEn } from './waybillOpsEn';
import { boxOpsEn } from './boxOpsEn';
import { cashShiftsEn } from './cashShiftsEn';
import { floorArriveEn } from './floorArriveEn';
import { floorPackEn } from './floorPackEn';
import { floorPrintEn } from './floorPrintEn';
import { floorReceiveEn } from './floorReceiveEn';
import { counterEn } from './counterEn';
import { storageFeeEn } from './storageFeeEn';
import { floorOfflineEn } from './floorOfflineEn';
import { exportXlsxEn } from './exportXlsxEn';
import { editConflictEn } from './editConflictEn';
import { historyEn } from './historyEn';
import { ratesEn } from './ratesEn';
import { datePickersEn } from './datePickersEn';
import { jsonFormEn } from './jsonFormEn';
import { muiTextsEn } from './muiTextsEn';
import { billsEn } from './billsEn';
import { deletesEn } from './deletesEn';
import { formsEn } from './formsEn';
import { priceCyclesEn } from './priceCyclesEn';
import { clientMoneyEn } from './clientMoneyEn';
import { clientPageEn } from './clientPageEn';
import { LANGUAGE_NAMES } from '../languages';
import { statsEn } from './statsEn';

/** The app's own messages in English; its shape is the one the other languages must match. */
export const en = {
  errors: {
    api: {
      badParameter: 'Invalid value',
      unknownFilter: 'This field cannot be used as a filter',
      bodyTooLarge: 'The request is too large (at most 1 MB)',
      tooDeep: 'The request is nested too deeply',
      unsupportedEncoding: 'The request must be JSON in UTF-8',
      parameterTooLarge: 'This parameter is too long',
      idempotencyKey: 'The Idempotency-Key header must be a UUID',
      idempotencyKeyReused: 'This Idempotency-Key was used for another request',
    },
    http: {
      400: 'Error in request',
      401: 'Please log in to the system',
      403: 'Access denied',
      404: 'Request address is incorrect',
      408: 'Request timed out',
      500: 'Server error',
      501: 'Service not implemented',
      502: 'Gateway error',
      503: 'Service unavailable',
      busy: 'Others are changing the same records right now. Nothing was saved: please try again in a moment.',
      network: 'Cannot reach the server',
    },
    generic: 'Error occurred!',
    actionFailed: 'Action failed!',
    fetchFailed: 'Error occurred while fetching data',
    prohibited: 'This tracking number contains prohibited items!',
    routeGuard: 'This page could not be opened. Please try again.',
    pageLoad: 'This page failed to load. Check your connection and try again.',
  },
  action: {
    retry: 'Try again',
    backHome: 'Back to home',
  },
  validation: {
    reference: 'The selected record does not exist',
    required: 'Cannot be empty',
    formFailed: 'Form validation failed',
    minLength: 'Enter at least %{min} characters',
    maxLength: 'Enter at most %{max} characters',
    minValue: 'Must be at least %{min}',
    maxValue: 'Must be at most %{max}',
    number: 'Enter a number',
    integer: 'Enter a whole number',
    email: 'Enter a valid email address',
    phone: 'Enter the phone number as +998 followed by 9 digits',
    passport: 'Passport number: two capital letters and 7 digits',
    card: 'Enter the 16 digits of a valid card number',
    url: 'Enter a valid web address (URL)',
    time: 'Enter the time as HH:mm, e.g. 09:30',
    pattern: 'Wrong format',
    oneOf: 'Choose one of the allowed values',
    unique: 'This value is already in use',
    date: 'Enter a valid date',
    tooLarge: 'Too much data: at most %{max} characters',
    commentTooLong: 'Keep within %{max} characters',
    unknownField: 'This field is not expected here',
    unstorableText: 'This text holds a character that cannot be saved (an invisible or broken one)',
    password: {
      rule: '8 to 20 characters with at least one letter and one number',
      mismatch: 'The passwords do not match',
      confirmRequired: 'Enter the password again to confirm it',
    },
    list: {
      minItems: 'Add at least one item |||| Add at least %{min} items',
      maxItems: 'At most one item |||| At most %{max} items',
    },
    // A span's end before its start (schema `after:`): codegen names the start (%{field}) in
    // each resource's own message, `resources.<route>.spans.<field>`.
    span: {
      greater: 'Must be greater than “%{field}”',
      notBefore: 'Cannot be before “%{field}”',
      after: 'Must be after “%{field}”',
    },
    level: {
      greater: 'Level %{level}: must be greater than “%{field}”',
      required: 'Level %{level}: cannot be empty',
      negative: 'Level %{level}: values cannot be negative',
      priceNotLower: 'Level %{level}: price must be lower than the previous level',
      weightNotGreater: 'Level %{level}: weight must be greater than the previous level',
    },
  },
  notify: {
    saved: 'Successfully saved!',
    sent: 'Successfully sent!',
    done: 'Action completed successfully!',
    excelDownloaded: 'Excel file downloaded successfully',
    deleted: 'Successfully deleted!',
  },
  confirm: {
    title: 'Please confirm',
  },
  recordActions: {
    errors: {
      notNoClient: 'Only a waybill with no owner can be given one',
      noClient: 'This waybill is not linked to a client',
      unlawfulLocked: 'Take this waybill off the unlawful list first',
      trackingNotFound: 'No waybill has this tracking number',
      alreadyUnlawful: 'This tracking number is already on the unlawful list',
      notUnlawful: 'This waybill is not on the unlawful list',
      alreadyDecided: 'This price change has already been decided',
      waybillMissing: 'The waybill of this price change no longer exists',
      nothingDue: 'There is no cashback to pay',
      notOwnersCard: "This card is saved for someone other than the code's owner",
      cardInactive: 'This saved card is no longer active',
      notFailed: 'Only a message that failed can be sent again',
      notApplicable: 'This action does not apply to this record as it is now',
    },
  },
  auth: {
    oldPasswordWrong: 'The current password is wrong',
    userInactive: 'This account is disabled',
    username: 'Username',
    password: 'Password',
    code: 'Verification code',
    codeHint: 'Enter the characters in the picture',
    refreshCode: 'Show another picture',
    signIn: 'Sign in',
    invalidCredentials: 'Wrong username or password',
    codeRequired: 'Enter the verification code',
    codeWrong: 'Wrong verification code',
    tooManyAttempts: 'Too many failed attempts: enter the code from the picture',
    clientRefused: 'Client accounts cannot sign in to the admin panel',
    sessionExpired: 'Your session has expired, please sign in again',
    userInfoFailed: 'Could not load your user information',
    logout: 'Log out',
  },
  units: {
    kg: 'kg',
    m3: 'm³',
    cm: 'cm',
    USD: '$',
    som: "so'm",
    hours: 'hours',
    days: 'days',
    percent: '%',
  },
  language: {
    label: 'Language',
    ...LANGUAGE_NAMES,
  },
  pages: {
    updatePassword: {
      oldPassword: 'Current password',
      password: 'New password',
      confirmPassword: 'Confirm the new password',
    },
    dashboard: 'Dashboard',
    notFound: {
      title: 'Page not found',
      text: 'The page you are looking for does not exist or has been moved.',
    },
    forbidden: {
      title: 'Access denied',
      text: "You don't have permission to view this page.",
    },
    login: {
      title: 'Sign in to your account',
    },
  },
  common: {
    yes: 'Yes',
    no: 'No',
    empty: '—',
  },
  stats: statsEn,
  shell: shellEn,
  tags: tagsEn,
  authority: authorityEn,
  search: searchEn,
  notifications: notificationsEn,
  waybillOps: waybillOpsEn,
  boxOps: boxOpsEn,
  cashShifts: cashShiftsEn,
  floorPack: floorPackEn,
  floorPrint: floorPrintEn,
  floorReceive: floorReceiveEn,
  counter: counterEn,
  storageFee: storageFeeEn,
  floorArrive: floorArriveEn,
  floorOffline: floorOfflineEn,
  exportXlsx: exportXlsxEn,
  editConflict: editConflictEn,
  history: historyEn,
  rates: ratesEn,
  datePickers: datePickersEn,
  jsonForm: jsonFormEn,
  muiTexts: muiTextsEn,
  bills: billsEn,
  deletes: deletesEn,
  forms: formsEn,
  priceCycles: priceCyclesEn,
  clientMoney: clientMoneyEn,
  clientPage: clientPageEn,
};

/** Every language's app messages have exactly these keys: the compiler checks it. */
export type AppMessages = typeof en;
