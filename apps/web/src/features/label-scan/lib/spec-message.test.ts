import { describe, expect, it } from "vitest";
import { splitSpecMessage } from "./spec-message";

describe("splitSpecMessage", () => {
  it("splits the spec's 'Title: description' messages at the first colon", () => {
    expect(
      splitSpecMessage(
        "Wine label not detected: Could not identify wine from the image. Please try again or enter manually.",
      ),
    ).toEqual({
      title: "Wine label not detected",
      description: "Could not identify wine from the image. Please try again or enter manually.",
    });
    expect(splitSpecMessage("Camera Access Denied: Please allow camera access to scan wine labels")).toEqual({
      title: "Camera Access Denied",
      description: "Please allow camera access to scan wine labels",
    });
  });

  it("keeps a message without a title part whole", () => {
    expect(splitSpecMessage("Sign in required")).toEqual({ title: "Sign in required" });
    expect(splitSpecMessage("Ratio 3:2 is fine")).toEqual({ title: "Ratio 3:2 is fine" });
  });
});
