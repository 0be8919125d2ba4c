import type { PrayProject } from '@chokdee/shared-contract/schemas/pray';
import type { WizardStep } from '../../../config/paths';

export const WIZARD_STEPS: { id: WizardStep; label: string }[] = [
  { id: 'basics', label: 'ข้อมูลหลัก' },
  { id: 'story', label: 'เรื่องราว' },
  { id: 'pictures', label: 'รูปภาพ' },
  { id: 'review', label: 'ตรวจสอบและส่ง' },
];

export function isWizardStep(value: string | undefined): value is WizardStep {
  return WIZARD_STEPS.some((s) => s.id === value);
}

export function nextStep(step: WizardStep): WizardStep | null {
  const at = WIZARD_STEPS.findIndex((s) => s.id === step);
  return WIZARD_STEPS[at + 1]?.id ?? null;
}

export function previousStep(step: WizardStep): WizardStep | null {
  const at = WIZARD_STEPS.findIndex((s) => s.id === step);
  return at > 0 ? WIZARD_STEPS[at - 1]!.id : null;
}

/** Which steps are filled in (the review step lists the rest before the member submits). */
export function missingSteps(project: PrayProject): WizardStep[] {
  const missing: WizardStep[] = [];
  if (
    !project.title ||
    !project.category ||
    !project.target_supporters ||
    !project.starts_on ||
    !project.ends_on
  )
    missing.push('basics');
  if (!project.story.replace(/<[^>]*>/g, '').trim()) missing.push('story');
  if (project.pictures.length === 0) missing.push('pictures');
  return missing;
}

/** Where 'continue' takes a member back into a draft: the first unfinished step, else review. */
export function resumeStep(project: PrayProject): WizardStep {
  return missingSteps(project)[0] ?? 'review';
}

/** Plain text typed in a textarea → the paragraphs the API keeps (it sanitises again). */
export function textToStoryHtml(text: string): string {
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escape(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** The stored story back into textarea text. */
export function storyHtmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>\s*/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}
