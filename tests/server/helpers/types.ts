/** Bodies of the contract as a client reads them. */
export interface ErrorBody {
  message: string;
  errors?: Record<string, string>;
  captchaRequired?: boolean;
}

export interface Row {
  id: number | string;
  [field: string]: unknown;
}
