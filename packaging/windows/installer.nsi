; The Windows installer of the game, made by scripts/build-windows-app.sh
; with Debian's NSIS (makensis). It installs the folder the script makes
; (the programs, Qt's DLLs and plugins), a Start menu entry, optionally a
; desktop shortcut, and makes .pdn files open in the game with its icon.
; Without administrator rights it installs for the current user alone
; (the user's own Programs folder and registry); an administrator may choose
; every user. The uninstaller removes exactly what the installer put there.
;
; makensis -DVERSION=0.1.0 -DSOURCE_DIR=<folder> -DFILES=<files.nsh>
;          -DUNFILES=<unfiles.nsh> -DICON=<draughts.ico> -DOUTFILE=<setup.exe> installer.nsi
; FILES and UNFILES list the folder's files (File and Delete lines): the
; script writes them, so that the uninstaller deletes no file it did not install.

; A 64-bit installer for a 64-bit program: it also runs under Wine without
; 32-bit support, and its registry and Program Files are the 64-bit ones.
Target amd64-unicode
SetCompressor /SOLID lzma

!define NAME "Draughts"
!define PUBLISHER "The Draughts Project"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\Draughts"
!define PROG_ID "Draughts.PdnFile"

; Per user unless an administrator chooses every user.
!define MULTIUSER_EXECUTIONLEVEL Highest
!define MULTIUSER_MUI
!define MULTIUSER_INSTALLMODE_COMMANDLINE
!define MULTIUSER_INSTALLMODE_DEFAULT_CURRENTUSER
!define MULTIUSER_USE_PROGRAMFILES64
!define MULTIUSER_INSTALLMODE_INSTDIR "${NAME}"
!define MULTIUSER_INSTALLMODE_DEFAULT_REGISTRY_KEY "${UNINSTALL_KEY}"
!define MULTIUSER_INSTALLMODE_DEFAULT_REGISTRY_VALUENAME "UninstallString"
!define MULTIUSER_INSTALLMODE_INSTDIR_REGISTRY_KEY "${UNINSTALL_KEY}"
!define MULTIUSER_INSTALLMODE_INSTDIR_REGISTRY_VALUENAME "InstallLocation"
!include MultiUser.nsh
!include MUI2.nsh

Name "${NAME}"
OutFile "${OUTFILE}"
BrandingText "${NAME} ${VERSION}"
!define MUI_ICON "${ICON}"
!define MUI_UNICON "${ICON}"
!define MUI_ABORTWARNING

!insertmacro MUI_PAGE_LICENSE "${SOURCE_DIR}\LICENSE.txt"
!insertmacro MULTIUSER_PAGE_INSTALLMODE
!insertmacro MUI_PAGE_COMPONENTS
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!define MUI_FINISHPAGE_RUN "$INSTDIR\draughts.exe"
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "Czech"

VIProductVersion "${VERSION}.0"
VIAddVersionKey /LANG=${LANG_ENGLISH} "ProductName" "${NAME}"
VIAddVersionKey /LANG=${LANG_ENGLISH} "FileDescription" "${NAME} installer"
VIAddVersionKey /LANG=${LANG_ENGLISH} "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=${LANG_ENGLISH} "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=${LANG_ENGLISH} "CompanyName" "${PUBLISHER}"
VIAddVersionKey /LANG=${LANG_ENGLISH} "LegalCopyright" "MIT licence"

LangString DESKTOP_SECTION ${LANG_ENGLISH} "Desktop shortcut"
LangString DESKTOP_SECTION ${LANG_CZECH} "Zástupce na ploše"
LangString PDN_DESCRIPTION ${LANG_ENGLISH} "Draughts game (PDN)"
LangString PDN_DESCRIPTION ${LANG_CZECH} "Partie dámy (PDN)"

Function .onInit
    !insertmacro MULTIUSER_INIT
FunctionEnd

Function un.onInit
    !insertmacro MULTIUSER_UNINIT
FunctionEnd

Section "${NAME}" SecProgram
    SectionIn RO
    !include "${FILES}"
    WriteUninstaller "$INSTDIR\uninstall.exe"

    CreateShortCut "$SMPROGRAMS\${NAME}.lnk" "$INSTDIR\draughts.exe"

    ; .pdn files open in the game, with its icon. SHCTX is HKCU or HKLM
    ; after the install mode; Software\Classes of either is where Windows
    ; looks.
    WriteRegStr SHCTX "Software\Classes\.pdn" "" "${PROG_ID}"
    WriteRegStr SHCTX "Software\Classes\${PROG_ID}" "" "$(PDN_DESCRIPTION)"
    WriteRegStr SHCTX "Software\Classes\${PROG_ID}\DefaultIcon" "" '"$INSTDIR\draughts.exe",0'
    WriteRegStr SHCTX "Software\Classes\${PROG_ID}\shell\open\command" "" '"$INSTDIR\draughts.exe" "%1"'
    WriteRegStr SHCTX "Software\Classes\Applications\draughts.exe\shell\open\command" "" '"$INSTDIR\draughts.exe" "%1"'
    WriteRegStr SHCTX "Software\Classes\Applications\draughts.exe\SupportedTypes" ".pdn" ""
    System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'

    WriteRegStr SHCTX "${UNINSTALL_KEY}" "DisplayName" "${NAME}"
    WriteRegStr SHCTX "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
    WriteRegStr SHCTX "${UNINSTALL_KEY}" "Publisher" "${PUBLISHER}"
    WriteRegStr SHCTX "${UNINSTALL_KEY}" "DisplayIcon" '"$INSTDIR\draughts.exe",0'
    WriteRegStr SHCTX "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
    WriteRegStr SHCTX "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe" /$MultiUser.InstallMode'
    WriteRegStr SHCTX "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /$MultiUser.InstallMode /S'
    WriteRegDWORD SHCTX "${UNINSTALL_KEY}" "NoModify" 1
    WriteRegDWORD SHCTX "${UNINSTALL_KEY}" "NoRepair" 1
SectionEnd

Section /o "$(DESKTOP_SECTION)" SecDesktop
    CreateShortCut "$DESKTOP\${NAME}.lnk" "$INSTDIR\draughts.exe"
SectionEnd

Section "Uninstall"
    Delete "$SMPROGRAMS\${NAME}.lnk"
    Delete "$DESKTOP\${NAME}.lnk"

    ; The association only while it is still the game's.
    ReadRegStr $0 SHCTX "Software\Classes\.pdn" ""
    StrCmp $0 "${PROG_ID}" 0 +2
        DeleteRegKey SHCTX "Software\Classes\.pdn"
    DeleteRegKey SHCTX "Software\Classes\${PROG_ID}"
    DeleteRegKey SHCTX "Software\Classes\Applications\draughts.exe"
    System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
    DeleteRegKey SHCTX "${UNINSTALL_KEY}"

    !include "${UNFILES}"
    Delete "$INSTDIR\uninstall.exe"
    ; Only if empty: a folder the user chose may hold other files.
    RMDir "$INSTDIR"
SectionEnd
