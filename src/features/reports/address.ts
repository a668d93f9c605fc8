import { ReportPageQuery } from '../../contract/report.ts';

// The report's addresses are the route table's (src/routes/report-links.ts): the tests link to them too.
export { COMPARISON_VIEWS, REPORT_VIEWS, reportHref, type ReportLink, type ReportView } from '../../routes/report-links.ts';

export const parseReportQuery = (search: string): ReportPageQuery => ReportPageQuery.parse(Object.fromEntries(new URLSearchParams(search)));
