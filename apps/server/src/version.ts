export { APP_VERSION } from "@vinestra/domain";
