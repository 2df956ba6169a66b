import { escapeXml } from '../src/features/seo/escapeXml.ts'

/** A self-contained report page; `css` and `body` are markup the caller has already escaped. */
export function htmlReportPage(title: string, css: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeXml(title)}</title>
<style>
${css}
</style>
</head>
<body>
${body}
</body>
</html>
`
}
