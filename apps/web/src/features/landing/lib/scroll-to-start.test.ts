// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { scrollToStart } from "./scroll-to-start";

afterEach(() => {
  document.body.innerHTML = "";
});

function stubScrolling() {
  const scrolled: string[] = [];
  Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
    scrolled.push(this.id || this.getAttribute("data-section") || this.tagName);
  });
  return scrolled;
}

describe("scrollToStart", () => {
  it("goes to the wine-input section and focuses its field when there is one", () => {
    document.body.innerHTML = `
      <section id="features"></section>
      <section data-section="wine-input"><input aria-label="Wine" /></section>`;
    const scrolled = stubScrolling();
    scrollToStart();
    expect(scrolled).toEqual(["wine-input"]);
    expect(document.activeElement).toBe(document.querySelector("input"));
  });

  it("falls back to the features", () => {
    document.body.innerHTML = `<section id="features"></section>`;
    const scrolled = stubScrolling();
    scrollToStart();
    expect(scrolled).toEqual(["features"]);
  });
});
