import { analysisOutcomeSchema } from "@vinestra/analysis";
import {
  addBottlesRequestSchema,
  addCellarWineRequestSchema,
  adminMetricsSchema,
  analyzeRequestSchema,
  createReminderRequestSchema,
  deleteCellarWinesRequestSchema,
  duplicateQuerySchema,
  healthResponseSchema,
  meResponseSchema,
  mergeCellarWinesRequestSchema,
  publicConfigSchema,
  refreshCellarWineRequestSchema,
  removeBottlesRequestSchema,
  supportRequestSchema,
  supportResponseSchema,
  tastingNotesRequestSchema,
  updateCellarWineRequestSchema,
  updateProfileRequestSchema,
  updateProfileResponseSchema,
} from "@vinestra/contracts";
import type { z } from "zod";

export type Operation = {
  method: "get" | "post" | "put" | "patch" | "delete";
  /** Hono-style path under /api, e.g. "/cellar/:id". */
  path: string;
  summary: string;
  tag: string;
  auth: "none" | "user" | "admin" | "optional";
  body?: z.ZodType;
  query?: z.ZodType;
  response?: z.ZodType;
  /** A file rather than JSON. */
  responseMediaType?: string;
};

/** Every API route, with the same zod schemas the route validators use. A test keeps it in step with the app. */
export const OPERATIONS: Operation[] = [
  {
    method: "get",
    path: "/health",
    summary: "Server and database status",
    tag: "system",
    auth: "none",
    response: healthResponseSchema,
  },
  {
    method: "get",
    path: "/config",
    summary: "Public settings of this installation",
    tag: "system",
    auth: "none",
    response: publicConfigSchema,
  },
  { method: "get", path: "/openapi.json", summary: "This document", tag: "system", auth: "none" },
  {
    method: "get",
    path: "/me",
    summary: "The signed-in user, profile and role",
    tag: "account",
    auth: "user",
    response: meResponseSchema,
  },
  {
    method: "patch",
    path: "/profile",
    summary: "Update preferred currency or display name",
    tag: "account",
    auth: "user",
    body: updateProfileRequestSchema,
    response: updateProfileResponseSchema,
  },
  {
    method: "post",
    path: "/support",
    summary: "Send a support request",
    tag: "account",
    auth: "user",
    body: supportRequestSchema,
    response: supportResponseSchema,
  },
  {
    method: "get",
    path: "/admin/metrics",
    summary: "Installation-wide figures",
    tag: "admin",
    auth: "admin",
    response: adminMetricsSchema,
  },
  {
    method: "post",
    path: "/analysis",
    summary: "Analyse a wine (name + vintage); counts one search",
    tag: "analysis",
    auth: "optional",
    body: analyzeRequestSchema,
    response: analysisOutcomeSchema,
  },
  {
    method: "get",
    path: "/searches",
    summary: "Searches left on the current plan",
    tag: "analysis",
    auth: "optional",
  },
  {
    method: "get",
    path: "/cellar",
    summary: "The cellar as the plan lets the user see it",
    tag: "cellar",
    auth: "user",
  },
  {
    method: "post",
    path: "/cellar",
    summary: "Add a wine (or a bottle of an existing one)",
    tag: "cellar",
    auth: "user",
    body: addCellarWineRequestSchema,
  },
  {
    method: "get",
    path: "/cellar/stats",
    summary: "Dashboard figures, statuses and badges",
    tag: "cellar",
    auth: "user",
  },
  {
    method: "get",
    path: "/cellar/duplicates",
    summary: "Entries a new wine may duplicate",
    tag: "cellar",
    auth: "user",
    query: duplicateQuerySchema,
  },
  {
    method: "get",
    path: "/cellar/export",
    summary: "The cellar as an Excel workbook",
    tag: "cellar",
    auth: "user",
    responseMediaType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  },
  {
    method: "post",
    path: "/cellar/delete",
    summary: "Delete several wines",
    tag: "cellar",
    auth: "user",
    body: deleteCellarWinesRequestSchema,
  },
  {
    method: "post",
    path: "/cellar/merge",
    summary: "Merge duplicate wines",
    tag: "cellar",
    auth: "user",
    body: mergeCellarWinesRequestSchema,
  },
  {
    method: "patch",
    path: "/cellar/:id",
    summary: "Rate, reorder or attach a label",
    tag: "cellar",
    auth: "user",
    body: updateCellarWineRequestSchema,
  },
  {
    method: "get",
    path: "/cellar/:id",
    summary: "One wine with its whole analysis",
    tag: "cellar",
    auth: "user",
  },
  { method: "delete", path: "/cellar/:id", summary: "Delete a wine", tag: "cellar", auth: "user" },
  {
    method: "put",
    path: "/cellar/:id/analysis",
    summary: "Replace a wine's analysis",
    tag: "cellar",
    auth: "user",
    body: refreshCellarWineRequestSchema,
  },
  {
    method: "post",
    path: "/cellar/:id/bottles",
    summary: "Add bottles",
    tag: "cellar",
    auth: "user",
    body: addBottlesRequestSchema,
  },
  {
    method: "post",
    path: "/cellar/:id/remove",
    summary: "Remove bottles (deletes at zero)",
    tag: "cellar",
    auth: "user",
    body: removeBottlesRequestSchema,
  },
  {
    method: "get",
    path: "/cellar/:id/notes",
    summary: "Tasting notes of a wine",
    tag: "tasting-notes",
    auth: "user",
  },
  {
    method: "put",
    path: "/cellar/:id/notes",
    summary: "Save tasting notes",
    tag: "tasting-notes",
    auth: "user",
    body: tastingNotesRequestSchema,
  },
  {
    method: "get",
    path: "/cellar/:id/reminders",
    summary: "Reminders of a wine",
    tag: "reminders",
    auth: "user",
  },
  {
    method: "post",
    path: "/cellar/:id/reminders",
    summary: "Create a reminder",
    tag: "reminders",
    auth: "user",
    body: createReminderRequestSchema,
  },
];
