import { Body, Controller, Get, HttpCode, HttpStatus, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { parse } from 'cookie';
import type { ApiSuccess, StaffAccount, StaffSessionInfo } from '@evisa/contracts';
import { envelope } from '../../platform/common/envelope';
import { AppConfig } from '../../platform/config/app-config';
import { SetupPasswordDto, SetupTotpDto, SignInDto } from './staff-auth.dto';
import { StaffAuthService, type TotpEnrolment } from './staff-auth.service';
import { STAFF_COOKIE, staffCookieOptions } from './staff-cookie';
import { deviceCookieOptions, STAFF_DEVICE_COOKIE } from './device-cookie';
import { CurrentSession } from './staff-decorators';
import { StaffException } from './staff-errors';
import { isForeignOrigin, StaffSessionGuard } from './staff-session.guard';
import { type OpenSession, StaffSessionsService } from './staff-sessions.service';

/** Set-up from a one-time link, sign-in, the current session and sign-out of the agency's desk. */
@ApiTags('staff')
@Controller('staff/auth')
export class StaffAuthController {
  constructor(
    private readonly auth: StaffAuthService,
    private readonly sessions: StaffSessionsService,
    private readonly config: AppConfig,
  ) {}

  /** Requests without a session still come only from the site's own pages (login forgery). */
  private refuseForeign(request: Request): void {
    if (isForeignOrigin(request, this.config)) throw new StaffException(HttpStatus.FORBIDDEN, 'csrfFailed');
  }

  @Post('setup')
  @HttpCode(200)
  async setup(@Req() request: Request, @Body() body: SetupPasswordDto): Promise<ApiSuccess<TotpEnrolment>> {
    this.refuseForeign(request);
    return envelope(await this.auth.setPassword(body.token, body.password));
  }

  @Post('setup/totp')
  @HttpCode(200)
  async setupTotp(@Req() request: Request, @Body() body: SetupTotpDto): Promise<ApiSuccess<StaffAccount>> {
    this.refuseForeign(request);
    return envelope(await this.auth.confirmTotp(body.token, body.code));
  }

  @Post('sign-in')
  @HttpCode(200)
  async signIn(@Req() request: Request, @Res({ passthrough: true }) response: Response, @Body() body: SignInDto): Promise<ApiSuccess<StaffSessionInfo>> {
    this.refuseForeign(request);
    const { staff, token, csrfToken, device } = await this.auth.signIn(request, body.email, body.password, body.code, parse(request.headers.cookie ?? '')[STAFF_DEVICE_COOKIE]);
    response.cookie(STAFF_COOKIE, token, staffCookieOptions(this.config));
    response.cookie(STAFF_DEVICE_COOKIE, device, deviceCookieOptions(this.config));
    return envelope({ staff, csrfToken });
  }

  @Get('session')
  @UseGuards(StaffSessionGuard)
  session(@CurrentSession() session: OpenSession): ApiSuccess<StaffSessionInfo> {
    return envelope({ staff: session.staff, csrfToken: session.csrfToken });
  }

  @Post('sign-out')
  @HttpCode(200)
  @UseGuards(StaffSessionGuard)
  async signOut(@CurrentSession() session: OpenSession, @Res({ passthrough: true }) response: Response): Promise<ApiSuccess<null>> {
    await this.sessions.close(session.id);
    response.clearCookie(STAFF_COOKIE, staffCookieOptions(this.config));
    return envelope(null);
  }
}
