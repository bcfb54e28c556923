import { everyPage, expect, test, waitForHydration } from "./fixtures";

// The browser reports every Content-Security-Policy violation (a blocked script, style, frame or
// eval) as an issue: there must be none, on any page, including while a form validates.
test("no page breaks its Content-Security-Policy", async ({ page }) => {
  test.setTimeout(120_000);
  const cdp = await page.context().newCDPSession(page);
  const violations: string[] = [];
  cdp.on("Audits.issueAdded", ({ issue }) => {
    if (issue.code === "ContentSecurityPolicyIssue") violations.push(`${page.url()} ${JSON.stringify(issue.details)}`);
  });
  await cdp.send("Audits.enable");
  for (const { path } of everyPage) {
    await page.goto(path);
    await waitForHydration(page);
  }
  await page.goto("/es/contacto");
  await waitForHydration(page);
  await page.getByRole("button", { name: "ENVIAR MENSAJE" }).click();
  await expect(page.getByText("El nombre es requerido")).toBeVisible();
  expect(violations).toEqual([]);
});
