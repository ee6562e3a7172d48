/**
 * The least width and height of anything a shopper taps: 44 px, WCAG 2.5.5's enhanced target size
 * and Apple's guideline. Buttons, links in rows and the boxes that must be as tall as a button
 * beside them (so a preview painted before the button is read does not move them) use it. Where
 * a drawing is smaller (the header's round buttons are 42 px on phones narrower than 412 px, where
 * six controls and the logo share the bar; the cart lines' 22 px checkboxes), its hit area still
 * reaches 44 px (IconButton's ::before, the lines' SelectArea).
 */
export const touchTargetPx = 44;
export const touchTarget = `${touchTargetPx}px`;
