/** The template editor's route (part 2 section 2.6: email-templates), the template in ?id=. */
export const emailTemplateEditorPath = (dslug: string, id: number) => `/${dslug}/settings/email-templates?id=${id}`;
export const emailsTabPath = (dslug: string) => `/${dslug}/settings/emails`;
