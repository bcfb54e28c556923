import { describe, expect, it } from "vitest";
import { carriesPersonalCookie, cookieNames } from "./site-cookies";

describe("the cookies of a request", () => {
  it("are read by name, whatever their values and spacing", () => {
    expect(cookieNames(null)).toEqual([]);
    expect(cookieNames("")).toEqual([]);
    expect(cookieNames("lang=ca;  class_pupil=a=b=c ;flash=")).toEqual(["lang", "class_pupil", "flash"]);
  });

  it("make a page personal unless each is declared impersonal", () => {
    expect(carriesPersonalCookie(null)).toBe(false);
    expect(carriesPersonalCookie("lang=ca; __cf_bm=x; class_device=y")).toBe(false);
    expect(carriesPersonalCookie("lang=ca; class_pupil=x")).toBe(true);
    expect(carriesPersonalCookie("lang=ca; someone_elses=1")).toBe(true);
    // A name that merely contains a declared one is another cookie.
    expect(carriesPersonalCookie("xlang=ca")).toBe(true);
  });
});
