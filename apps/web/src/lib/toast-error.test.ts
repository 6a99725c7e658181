import { beforeEach, describe, expect, it, vi } from "vitest";

const { toastError } = vi.hoisted(() => ({ toastError: vi.fn() }));
vi.mock("sonner", () => ({ toast: { error: toastError } }));

const { ApiError, UNEXPECTED_ERROR_MESSAGE } = await import("./errors");
const { showErrorToast } = await import("./toast-error");

beforeEach(() => toastError.mockClear());

describe("showErrorToast", () => {
  it("shows a server error's message under 'Error'", () => {
    showErrorToast(new ApiError("validation_failed", "Nothing to update", 400));
    expect(toastError).toHaveBeenCalledWith("Error", { description: "Nothing to update" });
  });

  it("uses the title it is given", () => {
    showErrorToast(new ApiError("unauthorized", "Sign in to continue.", 401), "Could not change currency");
    expect(toastError).toHaveBeenCalledWith("Could not change currency", {
      description: "Sign in to continue.",
    });
  });

  it("shows a prepared message as it is", () => {
    showErrorToast({ title: "Error signing out", description: "Please try again." });
    expect(toastError).toHaveBeenCalledWith("Error signing out", { description: "Please try again." });
  });

  it("hides an unexpected exception behind the catch-all sentence", () => {
    showErrorToast(new RangeError("Maximum call stack size exceeded"));
    expect(toastError).toHaveBeenCalledWith("Error", { description: UNEXPECTED_ERROR_MESSAGE });
  });
});
