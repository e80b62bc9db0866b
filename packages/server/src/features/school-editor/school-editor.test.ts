import {
  ResultCode,
  translate,
  type MessageKey,
  type SchoolEditorView,
  type SchoolMemberView,
} from '@kokpit/shared';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchool, buildStudent, buildTeacher, type BuiltUser } from '../../test/factories.js';
import { signInToken } from '../../test/learning.js';
import { connectSchool } from '../../test/school-money.js';
import { testDialect } from '../../test/test-database.js';
import { emitAck, nextPush, startTestServer, type TestServer } from '../../test/test-server.js';
import { readSchoolPresentation } from './school-presentation.js';

const fieldErrorsOf = (reply: { data: unknown }) =>
  (reply.data as { fieldErrors?: Record<string, string> }).fieldErrors ?? {};
const say = (key: MessageKey) => translate('en', key);

const ACCOUNT = {
  name: 'Σχολή Οδηγών Βήτα',
  managerName: 'Ελένη Παππά',
  phone: '2310 555 222',
  mobile: '6941234567',
  email: 'info@vita.example',
};
const BRANCH = {
  address: 'Εγνατίας 100',
  city: 'Θεσσαλονίκη',
  postalCode: '546 22',
  phone: '2310 555 333',
  location: { lat: 40.6321, lng: 22.9415 },
};
const PNG_1PX =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe(`the school editor on ${testDialect()}`, () => {
  let server: TestServer;
  let school: BuiltUser & { schoolId: number };
  let socket: Socket;
  beforeAll(async () => {
    server = await startTestServer({ MAX_SESSIONS: '100' });
    school = await buildSchool(server.ctx.db);
    socket = await connectSchool(server, school);
  });
  afterAll(async () => server?.stop());

  it('opens with the school’s signed-up place as its one branch', async () => {
    const r = await emitAck<SchoolEditorView>(socket, 'editor');
    expect(r.isPositive).toBe(true);
    expect(r.data.locations).toEqual([
      expect.objectContaining({ location: { lat: 40.64, lng: 22.94 } }),
    ]);
    expect(r.data.logoUrl).toBeNull();
  });

  it('answers each account field’s error at once, all of them together', async () => {
    const r = await emitAck(socket, 'editor/account', {
      name: ' ',
      managerName: '',
      phone: '12',
      mobile: 'not a phone',
      email: 'nobody@',
      password: 'weak',
      passwordConfirm: 'other',
    });
    expect(r).toMatchObject({ isPositive: false, code: ResultCode.validation });
    expect(fieldErrorsOf(r)).toMatchObject({
      name: say('validation.required'),
      managerName: say('validation.required'),
      phone: say('validation.phoneInvalid'),
      mobile: say('validation.phoneInvalid'),
      email: say('validation.emailInvalid'),
    });
    expect(Object.keys(fieldErrorsOf(r))).toContain('password');
  });

  it('changes the manager’s password only with the current one', async () => {
    const strong = { password: 'Neo!Pass2026', passwordConfirm: 'Neo!Pass2026' };
    const mismatch = await emitAck(socket, 'editor/account', {
      ...ACCOUNT,
      ...strong,
      passwordConfirm: 'Neo!Pass2027',
      currentPassword: school.password,
    });
    expect(fieldErrorsOf(mismatch)).toEqual({
      passwordConfirm: say('validation.passwordsMismatch'),
    });
    const wrong = await emitAck(socket, 'editor/account', {
      ...ACCOUNT,
      ...strong,
      currentPassword: 'wrong',
    });
    expect(fieldErrorsOf(wrong)).toEqual({
      currentPassword: say('school.editor.currentPasswordWrong'),
    });
    const done = await emitAck(socket, 'editor/account', {
      ...ACCOUNT,
      ...strong,
      currentPassword: school.password,
    });
    expect(done).toMatchObject({ isPositive: true, data: { account: ACCOUNT } });
    const signIn = await server.api(
      `/user/signin?username=${school.username}&password=${encodeURIComponent(strong.password)}`,
    );
    expect(signIn.body.isPositive).toBe(true);
    school.password = strong.password;
  });

  it('answers each branch field’s error (SPEC §5 location required/invalid, phone invalid)', async () => {
    const cases: [Record<string, unknown>, string, MessageKey][] = [
      [{ address: '' }, 'locations.0.address', 'validation.required'],
      [{ city: ' ' }, 'locations.0.city', 'validation.required'],
      [{ postalCode: '5462' }, 'locations.0.postalCode', 'school.editor.postalCodeInvalid'],
      [{ phone: '21x' }, 'locations.0.phone', 'validation.phoneInvalid'],
      [{ location: null }, 'locations.0.location', 'validation.locationRequired'],
      [{ location: undefined }, 'locations.0.location', 'validation.locationRequired'],
      [
        { location: { lat: 48.85, lng: 22.9 } },
        'locations.0.location.lat',
        'validation.locationInvalid',
      ],
      [
        { location: { lat: 40.6, lng: 'x' } },
        'locations.0.location.lng',
        'validation.locationInvalid',
      ],
    ];
    for (const [change, field, key] of cases) {
      const r = await emitAck(socket, 'editor/locations', {
        locations: [{ ...BRANCH, ...change }],
      });
      expect(r.code, field).toBe(ResultCode.validation);
      expect(fieldErrorsOf(r), field).toEqual({ [field]: say(key) });
    }
    const none = await emitAck(socket, 'editor/locations', { locations: [] });
    expect(fieldErrorsOf(none)).toEqual({ locations: say('validation.locationRequired') });
  });

  it('saves branches in order, the first as the school’s place, and tells the other sessions', async () => {
    const otherTab = await connectSchool(server, school);
    const heard = nextPush<{ schoolId: number }>(otherTab, 'profile-changed');
    const second = { ...BRANCH, address: 'Τσιμισκή 5', location: { lat: 40.63, lng: 22.95 } };
    const r = await emitAck<SchoolEditorView>(socket, 'editor/locations', {
      locations: [BRANCH, second],
    });
    expect(r.isPositive).toBe(true);
    expect(r.data.locations.map((b) => [b.address, b.postalCode, b.location])).toEqual([
      ['Εγνατίας 100', '54622', BRANCH.location],
      ['Τσιμισκή 5', '54622', second.location],
    ]);
    expect(await heard).toEqual({ schoolId: school.schoolId, by: school.id });
    const row = await server.ctx.db
      .selectFrom('schools')
      .select(['address', 'lat', 'lng'])
      .where('id', '=', school.schoolId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ address: 'Εγνατίας 100', lat: 40.6321, lng: 22.9415 });
    const audit = await server.ctx.db
      .selectFrom('audit_log')
      .select(['actor_id', 'action'])
      .where('action', '=', 'school.editor-locations')
      .execute();
    expect(audit).toEqual([{ actor_id: school.id, action: 'school.editor-locations' }]);
  });

  it('keeps texts per language and falls back to Greek for the public', async () => {
    const tooLong = await emitAck(socket, 'editor/texts', {
      texts: { el: { welcome: 'x'.repeat(1001), description: '' } },
    });
    expect(fieldErrorsOf(tooLong)).toHaveProperty(['texts.el.welcome']);
    const unknownLang = await emitAck(socket, 'editor/texts', {
      texts: { de: { welcome: 'Hallo', description: '' } },
    });
    expect(unknownLang.code).toBe(ResultCode.validation);
    const r = await emitAck<SchoolEditorView>(socket, 'editor/texts', {
      texts: {
        el: { welcome: 'Καλώς ήρθατε!', description: 'Η σχολή μας.' },
        en: { welcome: 'Welcome!', description: '' },
      },
    });
    expect(r.data.texts.en).toEqual({ welcome: 'Welcome!', description: '' });
    const en = await readSchoolPresentation(server.ctx.db, school.schoolId, 'en');
    expect(en).toMatchObject({ welcome: 'Welcome!', description: 'Η σχολή μας.' });
    const ru = await readSchoolPresentation(server.ctx.db, school.schoolId, 'ru');
    expect(ru).toMatchObject({ welcome: 'Καλώς ήρθατε!', locations: [{}, {}] });
  });

  it('greets the school’s students on their dashboard in their language, else in Greek', async () => {
    const student = await buildStudent(server.ctx.db, {
      schoolId: school.schoolId,
      verified: true,
    });
    const token = await signInToken(server, student);
    for (const [lang, welcome] of [
      ['en', 'Welcome!'],
      ['sq', 'Καλώς ήρθατε!'],
    ]) {
      const tab = await server.connect('/student', { token, lang });
      const r = await emitAck<{ welcome?: string }>(tab, 'school/info');
      expect(r.data.welcome, lang).toBe(welcome);
      tab.disconnect();
    }
  });

  it('keeps a small logo in the database and refuses other types and large files', async () => {
    const gif = await emitAck(socket, 'editor/logo', { dataUrl: 'data:image/gif;base64,R0lGOD==' });
    expect(fieldErrorsOf(gif)).toEqual({ dataUrl: say('school.editor.logoType') });
    const big = `data:image/png;base64,${Buffer.alloc(160 * 1024).toString('base64')}`;
    const large = await emitAck(socket, 'editor/logo', { dataUrl: big });
    expect(fieldErrorsOf(large)).toEqual({ dataUrl: say('school.editor.logoTooLarge') });
    const r = await emitAck<SchoolEditorView>(socket, 'editor/logo', { dataUrl: PNG_1PX });
    expect(r.data.logoUrl).toMatch(/^\/media\/school-logos\/\d+\?v=[0-9a-f]{12}$/);
    const res = await fetch(`${server.url}${r.data.logoUrl}`);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
    const removed = await emitAck<SchoolEditorView>(socket, 'editor/logo', { dataUrl: null });
    expect(removed.data.logoUrl).toBeNull();
  });

  it('shows a teacher the editor but refuses every save, and says what the role may do', async () => {
    const teacher = await buildTeacher(server.ctx.db, school.schoolId);
    const t = await connectSchool(server, teacher);
    const me = await emitAck<SchoolMemberView>(t, 'member');
    expect(me.data).toMatchObject({ role: 'teacher', schoolId: school.schoolId });
    expect(me.data.permissions).toEqual(['students', 'sections', 'theory', 'messages']);
    expect((await emitAck(t, 'editor')).isPositive).toBe(true);
    const saves: [string, unknown][] = [
      ['editor/account', ACCOUNT],
      ['editor/texts', { texts: { el: { welcome: 'x', description: '' } } }],
      ['editor/locations', { locations: [BRANCH] }],
      ['editor/logo', { dataUrl: PNG_1PX }],
    ];
    for (const [event, payload] of saves) {
      const r = await emitAck(t, event, payload);
      expect(r, event).toMatchObject({
        isPositive: false,
        code: ResultCode.insufficientPermissions,
      });
    }
  });
});
