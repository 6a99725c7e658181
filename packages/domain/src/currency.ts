/** The currencies the app offers (spec §9), with the rate of one US dollar in each. */
export const CURRENCIES = [
  { code: "USD", symbol: "$", name: "US Dollar", rate: 1 },
  { code: "EUR", symbol: "€", name: "Euro", rate: 0.92 },
  { code: "GBP", symbol: "£", name: "British Pound", rate: 0.79 },
  { code: "JPY", symbol: "¥", name: "Japanese Yen", rate: 150 },
  { code: "CAD", symbol: "C$", name: "Canadian Dollar", rate: 1.35 },
  { code: "AUD", symbol: "A$", name: "Australian Dollar", rate: 1.52 },
  { code: "CNY", symbol: "¥", name: "Chinese Yuan", rate: 7.25 },
  { code: "INR", symbol: "₹", name: "Indian Rupee", rate: 83.15 },
  { code: "BRL", symbol: "R$", name: "Brazilian Real", rate: 5.45 },
  { code: "KRW", symbol: "₩", name: "South Korean Won", rate: 1340 },
  { code: "MXN", symbol: "MX$", name: "Mexican Peso", rate: 17.85 },
  { code: "RUB", symbol: "₽", name: "Russian Ruble", rate: 95.5 },
  { code: "TRY", symbol: "₺", name: "Turkish Lira", rate: 30.25 },
  { code: "SAR", symbol: "﷼", name: "Saudi Riyal", rate: 3.75 },
  { code: "ZAR", symbol: "R", name: "South African Rand", rate: 18.45 },
  { code: "IDR", symbol: "Rp", name: "Indonesian Rupiah", rate: 15650 },
  { code: "ARS", symbol: "AR$", name: "Argentine Peso", rate: 875 },
] as const;

export type Currency = (typeof CURRENCIES)[number];
export type CurrencyCode = Currency["code"];

export const CURRENCY_CODES = CURRENCIES.map((currency) => currency.code) as [CurrencyCode, ...CurrencyCode[]];
export const DEFAULT_CURRENCY: CurrencyCode = "USD";
