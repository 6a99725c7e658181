/** The app version the web client's version gate compares with (spec §9). */
export const APP_VERSION = "1.0.1";
