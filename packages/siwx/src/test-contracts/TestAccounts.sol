// SPDX-License-Identifier: Apache-2.0
// Test-only smart accounts for @appkit/siwx's verifier tests (never deploy them anywhere else).
// Compiled by scripts/compile-test-contracts.mjs into test-accounts.ts beside this file.
pragma solidity ^0.8.24;

/// An ERC-1271 account with one owner: a signature is valid when the owner's key made it.
contract TestOwnedAccount {
    bytes4 internal constant MAGIC_VALUE = 0x1626ba7e;
    bytes4 internal constant INVALID = 0xffffffff;
    // secp256k1n / 2: a larger s is the malleable twin of a valid signature (EIP-2).
    uint256 internal constant HALF_ORDER = 0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0;

    address public immutable owner;

    constructor(address owner_) {
        owner = owner_;
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (signature.length != 65) return INVALID;
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        if (uint256(s) > HALF_ORDER) return INVALID;
        address signer = ecrecover(hash, v, r, s);
        return signer != address(0) && signer == owner ? MAGIC_VALUE : INVALID;
    }
}

/// Deploys TestOwnedAccount at a CREATE2 address known before deployment (what ERC-6492 needs).
contract TestAccountFactory {
    function deploy(address owner, bytes32 salt) external returns (address account) {
        account = predict(owner, salt);
        // Deploying twice must not fail: an ERC-6492 check may run after the account exists.
        if (account.code.length == 0) new TestOwnedAccount{salt: salt}(owner);
    }

    function predict(address owner, bytes32 salt) public view returns (address) {
        bytes memory initCode = abi.encodePacked(type(TestOwnedAccount).creationCode, abi.encode(owner));
        bytes32 digest = keccak256(abi.encodePacked(bytes1(0xff), address(this), salt, keccak256(initCode)));
        return address(uint160(uint256(digest)));
    }
}
