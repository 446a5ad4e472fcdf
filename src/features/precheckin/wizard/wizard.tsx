// The wizard around the steps: stepper, the step in the route, Back and Next, validation, one save per
// Next, skipped steps in both directions, completion, and failures that never lose a typed value.
import { lazy, Suspense, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { getVerificationDetails, incompleteFieldsOf, type PreCheckInDraft } from '../../../api/endpoints/precheckin';
import { errorMessageKey, isApiError } from '../../../api/errors';
import type { PreCheckIn } from '../../../api/schemas/precheckin';
import {
  externalRegistrationBlock,
  immediateCompletionStep,
  nextStep,
  previousStep,
  wizardEntry,
  wizardStepOfField,
  wizardSteps,
  type WizardContext,
  type WizardStepId,
} from '../../../core/precheckin-steps';
import type { Message, RouteDescriptor } from '../../../core/types';
import { isPreCheckInDone } from '../../../core/reservation';
import { useElement } from '../../../element/context';
import { useRouter } from '../../../router/router';
import { keys } from '../../../state/keys';
import { Button } from '../../../ui/button';
import { Loader } from '../../../ui/spinner';
import type { StepContext, StepErrors, StepRegistry } from '../step-contract';
import { Spinner } from '../../../ui/spinner';
import { applyDeviceDraft, draftStoreFor, guestEdit, resetDraft } from '../../../page-state/precheckin-draft';
import { useServerFirstScreen } from '../../../shared/screen-now/use-screen-now';
import { useHydrated } from '../../../ui/use-hydrated';
import { EmbeddedDone, isEmbeddedElement } from './embedded-done';
import { ErrorSummary } from './error-summary';
import { SaveProblemAlert, type SaveProblem } from './save-problem';
import { isStaleRecord, saveStep } from './save-step';
import { StepBox, useStepModule } from './step-host';
import { Stepper } from './stepper';
import { Alert } from '../../../ui/alert';
import { preCheckInResource } from '../../../shared/resources/pre-check-in';

export interface WizardProps {
  ctx: StepContext;
  wizard: WizardContext;
  registry: StepRegistry;
  /** Where the guest goes once the pre-check-in is complete (spec: store or reservation info). */
  completionRoute: RouteDescriptor<'tourist-store' | 'reservation-info'>;
  /** The external registration widget's script, when the tenant uses the service. */
  widgetUrl: string | null;
}

type Action = { kind: 'advance'; from: number } | { kind: 'complete-now'; step: number };

// Loaded only where they are used: the widget for tenants with the registration service, the
// dialog when reading B completes (they stay out of the element's first render).
const ExternalRegistration = lazy(() => import('../external-registration/external-registration').then((m) => ({ default: m.ExternalRegistration })));
const CompletionDialog = lazy(() => import('./completion-dialog').then((m) => ({ default: m.CompletionDialog })));

const GUEST_STEPS: readonly WizardStepId[] = ['guests-info', 'basic-info'];
const NO_ERRORS: StepErrors = {};

export function Wizard({ ctx, wizard, registry, completionRoute, widgetUrl }: WizardProps) {
  const { t } = useTranslation();
  const { runtime, emit, host } = useElement();
  const api = runtime.api;
  // An embedded wizard keeps the guest on the host's page when done (EmbeddedDone) instead of leaving it.
  const embedded = isEmbeddedElement(host);
  const router = useRouter();
  const code = ctx.confirmationCode;
  const userId = ctx.user?.id;
  // On the server's first screen the draft starts from the record, as on the server; the device's unsaved
  // draft (and its "restored" notice) follows right after hydration.
  const serverFirst = useServerFirstScreen();
  const steps = useMemo(() => wizardSteps(wizard).filter((s) => s.reachable), [wizard]);
  const routeStep = router.route.params.step;
  // The saved step of the record the wizard opened with: later saves must not move the guest.
  const [savedStep] = useState(ctx.record.step);
  const entry = useMemo(() => wizardEntry(wizard, { confirmationCode: code, savedStep, routeStep }), [wizard, code, savedStep, routeStep]);
  const current = entry.kind === 'step' ? entry.step : null;
  const step = steps.find((s) => s.number === current) ?? steps[0]!;
  const loadedStep = useStepModule(registry, step.id);
  // What the step the wizard opens on fills in by itself (the guests step: the previous stay's guests or
  // its counts) is in the draft the store starts from, on the server too: nothing to write once hydrated.
  const prepare = loadedStep.module?.prepare;
  const store = useMemo(
    () =>
      draftStoreFor(runtime, code, ctx.record, userId != null ? { userId, code } : null, {
        deviceLater: serverFirst,
        ...(prepare ? { prepare: (d: PreCheckInDraft) => prepare(d, ctx) } : {}),
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- how the store starts matters only when it is created
    [runtime, code, ctx.record, userId],
  );
  // A layout effect: it runs before the replay of what the guest typed into the server's markup (queued by
  // the fields' own layout effects), so that typing lands on the device's draft and is kept with it.
  useLayoutEffect(() => applyDeviceDraft(store), [store]);
  // Asked only for a step that reads the browser: the others show the same on both sides.
  const hydrated = useHydrated(loadedStep.module?.browserOnly === true);
  const restored = useStore(store, (s) => s.restored);
  const draft = useStore(store, (s) => s.draft);
  // Kept in the page's draft store, not in component state: completing reloads the record, which may
  // remount the wizard, and the embedded done state must survive that.
  const doneHere = useStore(store, (s) => s.completed) && embedded;
  const update = useCallback((edit: (d: PreCheckInDraft) => PreCheckInDraft) => store.setState((s) => guestEdit(s, edit)), [store]);
  const prefill = useCallback((edit: (d: PreCheckInDraft) => PreCheckInDraft) => store.setState((s) => ({ draft: edit(s.draft) })), [store]);

  const onRoute = router.route.name === 'pre-check-in';
  // Completing at once happens once per page, and never for a record that is already done.
  const immediate = useMemo(
    () => (store.getState().completed || isPreCheckInDone(ctx.record.status) ? null : immediateCompletionStep(ctx.record, ctx.reservation, wizard)),
    [store, ctx.record, ctx.reservation, wizard],
  );

  // What the last refused Next found, for the step it was on: a new step starts clean.
  const [check, setCheck] = useState<{ step: WizardStepId; errors: StepErrors; gate: Message | null; tick: number } | null>(null);
  const [busyStep, setBusyStep] = useState<WizardStepId | null>(null);
  const [checking, setChecking] = useState(false);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const lastAction = useRef<Action | null>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef<WizardStepId | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const busyId = useId();
  const { failed, retry } = loadedStep;
  // A step that reads the browser (phone country, country names, screen width) shows once hydrated.
  const module = loadedStep.module?.browserOnly && !hydrated ? null : loadedStep.module;

  // Done → info page. A step named in the route that settles elsewhere (skipped, hidden) is corrected in
  // place; the entry URL without a step stays as it is (it re-enters by the same rule), and each Next
  // pushes its step so the browser's Back walks the steps.
  useEffect(() => {
    if (immediate != null || !onRoute) return;
    if (entry.kind === 'redirect') {
      if (!embedded) router.navigate(entry.route, { replace: true });
    }
    else if (routeStep && routeStep !== String(entry.step)) router.navigate({ name: 'pre-check-in', params: { id: code, step: entry.step }, query: router.route.query }, { replace: true, state: router.state });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the step to show changes, not on every router render
  }, [entry, routeStep, immediate, onRoute, embedded]);

  const refused = check?.step === step.id ? check : null;
  const attempted = refused != null;
  const errors = refused?.errors ?? NO_ERRORS;
  const stepBusy = busyStep === step.id;
  const stepId = step.id;
  const setBusy = useCallback((busy: boolean) => setBusyStep((b) => (busy ? stepId : b === stepId ? null : b)), [stepId]);

  // Once Next was refused, messages follow the guest's edits.
  useEffect(() => {
    if (!attempted || !module) return;
    let live = true;
    void Promise.resolve(module.validate(draft, ctx)).then((e) => {
      if (live) setCheck((c) => (c && c.step === stepId ? { ...c, errors: e } : c));
    });
    return () => {
      live = false;
    };
  }, [attempted, module, draft, ctx, stepId]);

  // A step the guest moved to takes focus at its title, so keyboard and screen-reader users start there.
  useEffect(() => {
    if (current == null) return;
    if (shownStep.current && shownStep.current !== step.id) titleRef.current?.focus();
    shownStep.current = step.id;
  }, [current, step.id]);

  // Focus the first invalid field (else the summary) after a refused Next.
  const tick = refused?.tick ?? 0;
  useEffect(() => {
    if (!tick) return;
    const invalid = boxRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? summaryRef.current)?.focus();
  }, [tick]);

  // Completion: the saved record changed what trip info, the trips list and the record say.
  const leave = useCallback(
    (replace: boolean) => {
      store.setState({ completed: true });
      for (const prefix of ['trip-info:', keys.reservations, 'pre-check-in:']) runtime.resources.invalidate(prefix);
      if (!embedded) router.navigate(completionRoute, replace ? { replace: true } : {});
    },
    [store, runtime, router, completionRoute, embedded],
  );
  const finish = useCallback(
    (instant: boolean) => {
      if (wizard.variant === 'B' && !instant) setDialogOpen(true);
      else leave(instant);
    },
    [wizard.variant, leave],
  );

  // The server refused a done save: its messages go to the step that shows the first refused field.
  const showRefusedFields = useCallback(
    (fields: StepErrors) => {
      const stepOf = (path: string) => wizardStepOfField(path, wizard.variant);
      const target = steps.find((s) => Object.keys(fields).some((p) => stepOf(p) === s.id)) ?? step;
      const errors = Object.fromEntries(Object.entries(fields).filter(([p]) => stepOf(p) === target.id));
      setCheck((c) => ({ step: target.id, errors: Object.keys(errors).length ? errors : fields, gate: null, tick: (c?.tick ?? 0) + 1 }));
      if (target.number !== current) router.navigate({ name: 'pre-check-in', params: { id: code, step: target.number }, query: router.route.query });
    },
    [wizard.variant, steps, step, current, router, code],
  );

  const perform = useCallback(
    async (action: Action, overwrite = false) => {
      lastAction.current = action;
      setSaving(true);
      setProblem(null);
      const { draft: current, base } = store.getState();
      const number = action.kind === 'advance' ? action.from : action.step;
      try {
        const saved: PreCheckIn = await saveStep(api, ctx.reservationId, current, number, { baseUpdatedAt: overwrite ? null : base });
        store.setState({ base: saved.updated_at ?? null, restored: false, edited: false });
        lastAction.current = null;
        setSaving(false);
        if (action.kind === 'complete-now') return finish(true);
        const next = nextStep(action.from, wizard);
        if (next == null) return finish(false);
        router.navigate({ name: 'pre-check-in', params: { id: code, step: next }, query: router.route.query });
      } catch (e) {
        setSaving(false);
        const incomplete = incompleteFieldsOf(e);
        if (incomplete) return showRefusedFields(incomplete);
        const message = t(errorMessageKey(e));
        setProblem(isStaleRecord(e) ? { kind: 'stale' } : { kind: 'failed', message });
        emit('gp-error', { code: isApiError(e) ? e.code : 'unexpected', message, ...(isApiError(e) && e.status ? { status: e.status } : {}) });
      }
    },
    [store, api, ctx.reservationId, finish, wizard, router, code, t, emit, showRefusedFields],
  );

  // Registration skipped and nothing left to pay: save the done step and complete at once.
  const started = useRef(false);
  useEffect(() => {
    if (immediate == null || started.current || !onRoute) return;
    started.current = true;
    void perform({ kind: 'complete-now', step: immediate });
  }, [immediate, perform, onRoute]);

  async function onNext() {
    if (!module || current == null) return;
    setChecking(true);
    const found = await module.validate(store.getState().draft, ctx);
    let blocked: Message | null = null;
    if (!Object.keys(found).length && ctx.externalRegistration && GUEST_STEPS.includes(step.id)) {
      try {
        const details = await getVerificationDetails(api, ctx.reservationId);
        blocked = externalRegistrationBlock(true, details.guests_registration_status);
      } catch (e) {
        blocked = { key: errorMessageKey(e) };
      }
    }
    setChecking(false);
    if (Object.keys(found).length || blocked) {
      setCheck((c) => ({ step: step.id, errors: found, gate: blocked, tick: (c?.tick ?? 0) + 1 }));
      return;
    }
    setCheck(null);
    await perform({ kind: 'advance', from: current });
  }

  function onBack() {
    const before = current == null ? null : previousStep(current, wizard);
    if (before != null) router.navigate({ name: 'pre-check-in', params: { id: code, step: before }, query: router.route.query });
  }

  async function loadNewer() {
    const recordSpec = preCheckInResource(code);
    setSaving(true);
    try {
      const fresh = await runtime.resources.ensure(recordSpec.key, (signal) => recordSpec.load(api, signal), { force: true });
      resetDraft(store, fresh);
      setProblem(null);
    } catch (e) {
      setProblem({ kind: 'failed', message: t(errorMessageKey(e)) });
    } finally {
      setSaving(false);
    }
  }

  if (doneHere || (embedded && entry.kind === 'redirect')) return <EmbeddedDone next={entry.kind === 'redirect' ? entry.route : completionRoute} />;

  if (immediate != null || current == null) {
    return problem ? (
      <SaveProblemAlert problem={problem} busy={saving} onRetry={() => void perform(lastAction.current ?? { kind: 'complete-now', step: immediate ?? 0 })} onOverwrite={() => void perform(lastAction.current ?? { kind: 'complete-now', step: immediate ?? 0 }, true)} onLoadNewer={() => void loadNewer()} />
    ) : (
      <Loader />
    );
  }

  const isFirst = previousStep(current, wizard) == null;
  const isLast = nextStep(current, wizard) == null;
  const nextLabel = step.id === 'store' ? t('precheckin:store.notNow') : isLast ? t(wizard.variant === 'B' ? 'precheckin:nav.submit' : 'precheckin:nav.finish') : t('common:actions.next');
  const shown = [...Object.values(errors), ...(refused?.gate ? [refused.gate] : [])];
  const holdReason = stepBusy ? t('precheckin:nav.busy') : null;

  return (
    <div className="gp-wizard" part="wizard">
      <Stepper steps={steps} current={current} />
      <h2 className="gp-wizard__title" ref={titleRef} tabIndex={-1}>
        {t(step.labelKey)}
      </h2>
      {restored ? <Alert tone="info">{t('precheckin:draft.restored')}</Alert> : null}
      {attempted && shown.length ? <ErrorSummary messages={shown} summaryRef={summaryRef} fieldsRef={boxRef} /> : null}
      {ctx.externalRegistration && GUEST_STEPS.includes(step.id) ? (
        <Suspense
          fallback={
            <div className="gp-registration" aria-busy="true">
              <Spinner />
            </div>
          }
        >
          <ExternalRegistration ctx={ctx} scriptUrl={widgetUrl} update={update} />
        </Suspense>
      ) : null}
      <StepBox ready={!!module} failed={failed} onRetry={retry} boxRef={boxRef}>
        {module ? <module.Component draft={draft} update={update} prefill={prefill} errors={attempted ? errors : {}} ctx={ctx} setBusy={setBusy} /> : null}
      </StepBox>
      {problem ? (
        <SaveProblemAlert
          problem={problem}
          busy={saving}
          onRetry={() => lastAction.current && void perform(lastAction.current)}
          onOverwrite={() => lastAction.current && void perform(lastAction.current, true)}
          onLoadNewer={() => void loadNewer()}
        />
      ) : null}
      <div className="gp-wizard__nav" part="wizard-nav">
        {!isFirst ? (
          <Button variant="secondary" onClick={onBack} disabled={saving}>
            {t('common:actions.back')}
          </Button>
        ) : null}
        <Button onClick={() => void onNext()} busy={saving || checking} disabled={!module || stepBusy} aria-describedby={holdReason ? busyId : undefined}>
          {nextLabel}
        </Button>
        {holdReason ? (
          <p id={busyId} className="gp-wizard__hold" role="status">
            {holdReason}
          </p>
        ) : null}
      </div>
      {dialogOpen ? (
        <Suspense fallback={null}>
          <CompletionDialog
            open
            onOk={() => {
              setDialogOpen(false);
              leave(false);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
