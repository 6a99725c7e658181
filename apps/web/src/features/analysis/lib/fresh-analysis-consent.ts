/** Local storage flag (spec §3): the fresh-analysis confirmation was accepted with 'Don't show this again'. */
export const FRESH_ANALYSIS_CONSENT_KEY = "vinestra.freshAnalysisConfirmed";
