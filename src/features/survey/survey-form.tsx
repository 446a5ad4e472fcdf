import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { canSubmitSurvey, MID_STAY_QUESTION_KEY, RATING_MARKS, SURVEY_QUESTIONS, type SurveyQuestionId, type SurveyRatings } from '../../core/survey';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { fieldStyles } from '../../ui/field.styles';
import { RadioGroup, type RadioOption } from '../../ui/radio-group';
import { useAdoptedStyles } from '../../styles/use-adopted-styles';
import { MarkFaceIcon } from '../../ui/icons/mark-face-icon';
import { serverFormProps } from '../../ui/server-form';

export interface SurveyAnswersState {
  ratings: SurveyRatings;
  rate: number | null;
  feedback: string;
}

export const EMPTY_ANSWERS: SurveyAnswersState = { ratings: {}, rate: null, feedback: '' };


export interface SurveyFormProps {
  midStay: boolean;
  answers: SurveyAnswersState;
  onChange: (next: SurveyAnswersState) => void;
  onSubmit: () => void;
  busy: boolean;
  /** A translated failure of the last send (the answers stay as they were). */
  error: string | null;
}

/** Step 2: the six rated questions (or the mid-stay question), optional free text, 'Send my feedback'. */
export function SurveyForm({ midStay, answers, onChange, onSubmit, busy, error }: SurveyFormProps) {
  useAdoptedStyles(fieldStyles);
  const { t } = useTranslation();
  const uid = useId();
  const ready = midStay ? canSubmitSurvey({ midStay: true, rate: answers.rate }) : canSubmitSurvey({ midStay: false, ratings: answers.ratings });
  const marks: RadioOption<number>[] = RATING_MARKS.map((m) => ({ value: m.value, label: t(m.labelKey), ...(midStay ? { symbol: <MarkFaceIcon mark={m.value} /> } : {}) }));
  const hintId = `${uid}-hint`;
  const feedbackId = `${uid}-feedback`;

  const setRating = (id: SurveyQuestionId, v: number) => onChange({ ...answers, ratings: { ...answers.ratings, [id]: v } });
  function submit(e: FormEvent) {
    e.preventDefault();
    if (ready && !busy) onSubmit();
  }

  return (
    <form className="gp-survey__form" {...serverFormProps} onSubmit={submit} part="form">
      {midStay ? (
        <div className="gp-survey__question gp-survey__question--mid-stay">
          <h2 id={`${uid}-mid`} className="gp-survey__title">
            {t(MID_STAY_QUESTION_KEY)}
          </h2>
          <RadioGroup className="gp-radios--symbols" options={marks} value={answers.rate} onChange={(v) => onChange({ ...answers, rate: v })} labelledBy={`${uid}-mid`} required />
        </div>
      ) : (
        <>
          <h2 className="gp-survey__title">{t('survey:form.title')}</h2>
          <p className="gp-survey__intro">{t('survey:form.intro')}</p>
          {SURVEY_QUESTIONS.map((q) => (
            <div key={q.id} className="gp-survey__question">
              <h3 id={`${uid}-${q.id}`} className="gp-survey__label">
                {t(q.labelKey)}
              </h3>
              <RadioGroup options={marks} value={answers.ratings[q.id] ?? null} onChange={(v) => setRating(q.id, v)} labelledBy={`${uid}-${q.id}`} required />
            </div>
          ))}
        </>
      )}
      <div className="gp-field gp-survey__feedback">
        <label className="gp-field__label" htmlFor={feedbackId}>
          {t(midStay ? 'survey:form.midStayFeedback' : 'survey:form.feedback')}
        </label>
        <textarea
          id={feedbackId}
          className="gp-field__input gp-survey__textarea"
          name="feedback"
          rows={4}
          maxLength={2000}
          dir="auto"
          value={answers.feedback}
          onChange={(e) => onChange({ ...answers, feedback: e.target.value })}
        />
      </div>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="gp-survey__actions">
        <Button type="submit" disabled={!ready} busy={busy} aria-describedby={ready ? undefined : hintId}>
          {t('survey:form.submit')}
        </Button>
        {ready ? null : (
          <p id={hintId} className="gp-survey__hint">
            {t(midStay ? 'survey:form.midStayIncomplete' : 'survey:form.incomplete')}
          </p>
        )}
      </div>
    </form>
  );
}
